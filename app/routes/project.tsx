import type { Route } from "./+types/project";

export function loader({ params }: Route.LoaderArgs) {
  return { id: params.id };
}

export default function Project({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <h1>{loaderData.id}</h1>
    </main>
  );
}
