import { NetworkIcon, PhotoIcon, VideoIcon } from "#app/components/ui/brand-icons.tsx";
import { type ProfileKey, profileOrder } from "#app/content/profile-order.ts";

type Profile = { label: string; url: string };

const icons = { network: NetworkIcon, video: VideoIcon, photo: PhotoIcon };

/**
 * The owner's profiles with their icons, in the site's order. The top bar shows the first two; the
 * contact section shows all of them.
 */
export function profileLinks(
  profiles: Record<ProfileKey, Profile>,
  count: number = profileOrder.length,
) {
  return profileOrder.slice(0, count).map((key) => ({ ...profiles[key], Icon: icons[key] }));
}
