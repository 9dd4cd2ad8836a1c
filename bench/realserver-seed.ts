// Seeds a local Infisical server with the large listing that `bench/realserver.ts` measures, and
// removes it again. Never part of `npm test`: it needs a running server.
//
//   INFISICAL_URL=http://127.0.0.1:8080 PROJECT_ID=<project uuid> \
//   UA_CLIENT_ID=<id> UA_CLIENT_SECRET=<secret> \
//   node --import ./scripts/ts-resolve.mjs bench/realserver-seed.ts seed|delete
//
// `seed` creates the environment BENCH_ENV (default `memory-bench`) in the project, holding
// BENCH_SECRETS (default 10,000) secrets at `/` and one import of its folder `/imported`, which
// holds BENCH_IMPORTED (default 300) secrets, the first 100 of them sharing names with secrets at
// `/` (so the listing has overrides). Values are 20 to 200 characters, one in ten of several
// lines, from a fixed seed: every run seeds the same data. `delete` removes the environment and
// everything in it. The identity must be allowed to create environments in the project.
//
// The server takes JSON bodies up to 1 MiB and 40 writes a minute per route: secrets go in
// batches of 500 (about 70 KB each), and a 429 is waited out as its `retry-after` says. Only a
// loopback server is accepted, so that a typo cannot fill a real project with test data.

import { IMPORTED_FOLDER, largeListing, type SecretData } from './large-listing.ts';

const RESERVED = 'the variables INFISICAL_URL, PROJECT_ID, UA_CLIENT_ID and UA_CLIENT_SECRET';
const BATCH = 500;

export interface SeedOptions {
  url: string;
  projectId: string;
  clientId: string;
  clientSecret: string;
  environment: string;
  secrets: number;
  imported: number;
}

export function seedOptions(env: Record<string, string | undefined> = process.env): SeedOptions {
  const { INFISICAL_URL: url, PROJECT_ID: projectId } = env;
  const { UA_CLIENT_ID: clientId, UA_CLIENT_SECRET: clientSecret } = env;
  if (!url || !projectId || !clientId || !clientSecret) throw new Error(`Set ${RESERVED}.`);
  const host = new URL(url).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost' && host !== '[::1]') {
    throw new Error(`INFISICAL_URL must be a loopback address (this script writes test data).`);
  }
  return {
    url,
    projectId,
    clientId,
    clientSecret,
    environment: env.BENCH_ENV ?? 'memory-bench',
    secrets: Number(env.BENCH_SECRETS ?? 10_000),
    imported: Number(env.BENCH_IMPORTED ?? 300),
  };
}

class Api {
  #token = '';
  readonly options: SeedOptions;
  constructor(options: SeedOptions) {
    this.options = options;
  }

  async login(): Promise<void> {
    const answer = (await this.call('POST', '/api/v1/auth/universal-auth/login', {
      clientId: this.options.clientId,
      clientSecret: this.options.clientSecret,
    })) as { accessToken: string };
    this.#token = answer.accessToken;
  }

  /** One call; a 429 is waited out and sent again; any other failure throws its status. */
  async call(method: string, path: string, body?: unknown): Promise<unknown> {
    for (;;) {
      const response = await fetch(new URL(path, this.options.url), {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(this.#token ? { authorization: `Bearer ${this.#token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (response.status === 429) {
        const wait = Number(response.headers.get('retry-after') ?? 60);
        console.log(`rate-limited on ${method} ${path}; waiting ${wait} s`);
        await new Promise((resolve) => setTimeout(resolve, wait * 1000));
        continue;
      }
      if (!response.ok) {
        const message = (() => {
          try {
            return String((JSON.parse(text) as { message?: unknown }).message);
          } catch {
            return text.slice(0, 200);
          }
        })();
        throw new Error(`${method} ${path}: HTTP ${response.status}: ${message}`);
      }
      return text.trim() === '' ? undefined : JSON.parse(text);
    }
  }
}

async function environmentId(api: Api, options: SeedOptions): Promise<string | undefined> {
  const answer = (await api.call('GET', `/api/v1/workspace/${options.projectId}`)) as {
    workspace: { environments: { id: string; slug: string }[] };
  };
  return answer.workspace.environments.find((e) => e.slug === options.environment)?.id;
}

export async function seed(options: SeedOptions): Promise<void> {
  const api = new Api(options);
  await api.login();
  if (await environmentId(api, options)) {
    throw new Error(`Environment ${options.environment} exists already: run \`delete\` first.`);
  }
  const { projectId: workspaceId, environment } = options;
  await api.call('POST', `/api/v1/workspace/${workspaceId}/environments`, {
    name: environment,
    slug: environment,
  });
  await api.call('POST', '/api/v1/folders', {
    workspaceId,
    environment,
    path: '/',
    name: IMPORTED_FOLDER.slice(1),
  });
  const upload = async (secretPath: string, secrets: SecretData[]): Promise<void> => {
    for (let at = 0; at < secrets.length; at += BATCH) {
      await api.call('POST', '/api/v3/secrets/batch/raw', {
        workspaceId,
        environment,
        secretPath,
        secrets: secrets.slice(at, at + BATCH),
      });
      console.log(`${secretPath}: ${Math.min(at + BATCH, secrets.length)} of ${secrets.length}`);
    }
  };
  const { own, imported } = largeListing(options.secrets, options.imported);
  await upload(IMPORTED_FOLDER, imported);
  await upload('/', own);
  await api.call('POST', '/api/v1/secret-imports', {
    workspaceId,
    environment,
    path: '/',
    import: { environment, path: IMPORTED_FOLDER },
  });
  console.log(`Seeded ${environment}: ${own.length} secrets at /, importing /imported.`);
}

export async function remove(options: SeedOptions): Promise<void> {
  const api = new Api(options);
  await api.login();
  const id = await environmentId(api, options);
  if (!id) {
    console.log(`No environment ${options.environment}: nothing to delete.`);
    return;
  }
  await api.call('DELETE', `/api/v1/workspace/${options.projectId}/environments/${id}`);
  console.log(`Deleted environment ${options.environment}.`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const command = process.argv[2];
  if (command !== 'seed' && command !== 'delete') {
    console.error('Usage: realserver-seed.ts seed|delete (see the comment at the top)');
    process.exit(2);
  }
  try {
    await (command === 'seed' ? seed : remove)(seedOptions());
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
