import { NetworkIcon, PhotoIcon, VideoIcon } from "~/components/ui/brand-icons";

type Profile = { label: string; url: string };
type Profiles = { network: Profile; video: Profile; photo: Profile };

const icons = { network: NetworkIcon, video: VideoIcon, photo: PhotoIcon };

/**
 * The owner's profiles with their icons, in the site's order. The top bar shows the first two; the
 * contact section shows all of them.
 */
export function profileLinks(profiles: Profiles, count = 3) {
  return (["network", "video", "photo"] as const)
    .slice(0, count)
    .map((key) => ({ ...profiles[key], Icon: icons[key] }));
}
