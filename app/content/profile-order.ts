/** The owner's profiles (site.yaml) in the order every page, the PDF and the JSON Resume list them. */
export const profileOrder = ["network", "video", "photo"] as const;

export type ProfileKey = (typeof profileOrder)[number];

export function profilesInOrder<Profile>(profiles: Record<ProfileKey, Profile>): Profile[] {
  return profileOrder.map((key) => profiles[key]);
}
