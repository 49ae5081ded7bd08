import { z } from "zod";

const ServerEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  CLIENT_DIR: z
    .string()
    .min(1)
    .default(`${process.env.BUILD_DIR ?? "build"}/client`),
});

export type ServerEnv = z.infer<typeof ServerEnvSchema>;

export function parseServerEnv(env: Record<string, string | undefined>): ServerEnv {
  const result = ServerEnvSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid server settings: ${problems.join("; ")}`);
  }
  return result.data;
}
