/**
 * Long-lived services the test stages share, started once per `npm test`.
 * The judge area adds the go-judge sandbox here (GO_JUDGE_URL for every stage).
 */
export interface TestServices {
  env: NodeJS.ProcessEnv;
  stop: () => Promise<void>;
}

export async function startTestServices(): Promise<TestServices> {
  return { env: {}, stop: async () => {} };
}
