declare global {
  interface ImportMetaEnv {
    readonly VITE_CONTACT_ENDPOINT?: string;
  }
}

// Where the contact form posts. A build-time setting, so that a copy of build/client on a static host
// can send to a relay that runs elsewhere:
//   VITE_CONTACT_ENDPOINT=https://relay.example.com/api/contact npm run build
// Unset (or empty), the form posts to the relay that `npm start` serves on the same origin.
export const contactEndpoint: string = import.meta.env.VITE_CONTACT_ENDPOINT || "/api/contact";
