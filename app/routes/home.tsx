import type { Route } from "./+types/home";

export default function Home(_: Route.ComponentProps) {
  return (
    <main id="main">
      <section id="hero">
        <h1>Home</h1>
      </section>
      <section id="about" />
      <section id="projects" />
      <section id="contact" />
    </main>
  );
}
