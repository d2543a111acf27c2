/**
 * Where the production adapters' contract suites find their servers: the URL the environment names, else a
 * throwaway container from testcontainers' KurrentDB and MongoDB modules when a Docker engine answers, else
 * none, and the suite is skipped after printing why. The images are the ones docker-compose.yml pins.
 */
import { KurrentDbContainer } from '@testcontainers/kurrentdb';
import { MongoDBContainer } from '@testcontainers/mongodb';
import { getContainerRuntimeClient } from 'testcontainers';

export interface TestServer {
  url: string;
  stop(): Promise<void>;
}

export const KURRENTDB_IMAGE = 'docker.kurrent.io/kurrent-latest/kurrentdb:25.1.0';
export const MONGO_IMAGE = 'mongo:7.0.25';

async function dockerAvailable(): Promise<boolean> {
  try {
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}

/** Starts the server `suite` runs against, or is null when there is none (and says so). */
export async function testServer(
  suite: string,
  envName: string,
  container: () => Promise<TestServer>,
): Promise<(() => Promise<TestServer>) | null> {
  const url = process.env[envName];
  if (url) return () => Promise.resolve({ url, stop: () => Promise.resolve() });
  if (await dockerAvailable()) return container;
  console.warn(`${suite} skipped: ${envName} not set and no Docker engine`);
  return null;
}

/** A single-node replica set (transactions need one); the module initiates it and waits for its primary. */
export async function mongoContainer(): Promise<TestServer> {
  const started = await new MongoDBContainer(MONGO_IMAGE).start();
  // directConnection: the member names itself by its container host name, which this host cannot reach.
  return { url: `${started.getConnectionString()}/?directConnection=true`, stop: async () => void (await started.stop()) };
}

/** An insecure in-memory node. */
export async function kurrentDbContainer(): Promise<TestServer> {
  const started = await new KurrentDbContainer(KURRENTDB_IMAGE).withEnvironment({ KURRENTDB_MEM_DB: 'true' }).start();
  return { url: started.getConnectionString(), stop: async () => void (await started.stop()) };
}
