import { InputError } from '../errors/input.js';

/** The region when nothing names one, as the AWS CLI and the official action assume. */
export const DEFAULT_AWS_REGION = 'us-east-1';

/** Region names as AWS spells them (and as the server accepts them): `us-east-1`, `eu-west-3`. */
const REGION = /^[a-z0-9-]{1,20}$/;

/** Where the region came from, for the debug log. */
export type RegionOrigin =
  'AWS_REGION' | 'AWS_DEFAULT_REGION' | 'the profile' | 'instance metadata' | 'the default';

export interface ResolvedRegion {
  readonly region: string;
  readonly origin: RegionOrigin;
}

/** The two lookups that need the AWS SDK's config loading (see `aws-sdk.ts`). */
export interface RegionLookups {
  profileRegion(): Promise<string | undefined>;
  instanceMetadataRegion(options: {
    timeoutMs: number;
    v1Disabled: boolean;
  }): Promise<string | undefined>;
}

/** How long the instance metadata may take to answer: the AWS SDK's own default. */
const IMDS_TIMEOUT_MS = 1000;

/** An AWS switch variable is on when set to anything but `false`, as the SDK reads it. */
export const isSwitchOn = (value: string | undefined): boolean => !!value && value !== 'false';

/**
 * The region named by AWS_REGION, else AWS_DEFAULT_REGION, or undefined. A malformed one is an
 * error naming the variable; the value is not quoted back (nothing read from the AWS variables is
 * ever printed).
 */
export function regionFromEnvironment(
  env: Readonly<Record<string, string | undefined>>,
): ResolvedRegion | undefined {
  for (const name of ['AWS_REGION', 'AWS_DEFAULT_REGION'] as const) {
    const region = env[name];
    if (!region) continue;
    if (!REGION.test(region)) {
      throw new InputError(
        `${name} is not an AWS region name such as us-east-1 (lowercase letters, digits and dashes): set \`aws-region\` of aws-actions/configure-aws-credentials, or fix ${name} in the job's environment.`,
      );
    }
    return { region, origin: name };
  }
  return undefined;
}

/**
 * The region of the STS endpoint to sign for, in the order the AWS tools look for one:
 * AWS_REGION, AWS_DEFAULT_REGION, the active profile's `region`, the EC2 instance's region (from
 * instance metadata, unless AWS_EC2_METADATA_DISABLED), else us-east-1. Each lookup is made only
 * when the earlier sources name no region.
 */
export async function resolveAwsRegion(
  env: Readonly<Record<string, string | undefined>>,
  lookups: RegionLookups,
  debug: (line: string) => void = () => {},
): Promise<ResolvedRegion> {
  const fromEnv = regionFromEnvironment(env);
  if (fromEnv) return fromEnv;
  const profile = await lookups.profileRegion();
  if (profile) {
    if (!REGION.test(profile)) {
      throw new InputError(
        `The \`region\` of the AWS profile in use (${env.AWS_PROFILE ? 'AWS_PROFILE' : '`default`'}) is not an AWS region name such as us-east-1: fix it in the shared config file, or set AWS_REGION.`,
      );
    }
    return { region: profile, origin: 'the profile' };
  }
  if (!isSwitchOn(env.AWS_EC2_METADATA_DISABLED)) {
    const imds = await lookups.instanceMetadataRegion({
      timeoutMs: IMDS_TIMEOUT_MS,
      v1Disabled: isSwitchOn(env.AWS_EC2_METADATA_V1_DISABLED),
    });
    if (imds && REGION.test(imds)) return { region: imds, origin: 'instance metadata' };
    // Something else answers at the metadata address (another cloud's service, a proxy page).
    if (imds) debug('The instance metadata answered no region name; using the default.');
  }
  return { region: DEFAULT_AWS_REGION, origin: 'the default' };
}
