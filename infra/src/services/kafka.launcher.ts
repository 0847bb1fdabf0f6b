import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kafka, logLevel } from 'kafkajs';
import { getFreePorts } from './free-port';
import { ServicePrerequisiteError } from './service-start.error';
import { ServiceInstance, withPortRetry, type ServiceHandle } from './service-handle';
import { publishThroughStaging, runTool, sharedCacheDir, sharedWhileRunning } from './tool-cache';

/**
 * 4.4.0 is the newest kafka_2.13 on Maven Central, but its kafka-tools-api artifact was never
 * published there, so it cannot be resolved; 4.3.1 is the newest complete release.
 */
export const KAFKA_VERSION = '4.3.1';

const POM = join(__dirname, '..', '..', 'kafka', 'pom.xml');

export interface KafkaOptions {
  port?: number;
  timeoutMs?: number;
  /** Partitions of auto-created topics. */
  defaultPartitions?: number;
  /** Directory holding the jars; defaults to the shared cache filled by ensureKafkaJars(). */
  libDir?: string;
}

export interface KafkaHandle extends ServiceHandle {
  readonly port: number;
  readonly brokers: string[];
  /**
   * Freezes the broker (SIGSTOP): connections stay open but nothing answers, as in a network partition or a long
   * pause. resume() (SIGCONT) lets it carry on with its state intact. For outage tests.
   */
  pause(): void;
  resume(): void;
}

export function kafkaCacheDir(version = KAFKA_VERSION): string {
  return sharedCacheDir(`kafka-${version}`);
}

/**
 * Makes sure the broker's jars for KAFKA_VERSION are in the cache and returns their directory.
 * The first call downloads them from Maven Central (about 45 MB; ~/.m2 keeps a copy too).
 */
export const ensureKafkaJars: (log?: (line: string) => void) => Promise<string> = sharedWhileRunning(fetchJars);

async function fetchJars(log: (line: string) => void = (line) => process.stderr.write(`${line}\n`)): Promise<string> {
  const cache = kafkaCacheDir();
  const lib = join(cache, 'lib');
  const complete = () => existsSync(join(lib, '.complete'));
  if (complete()) return lib;
  log(`[emberhold/infra] fetching Kafka ${KAFKA_VERSION} jars from Maven Central into ${lib}`);
  const began = Date.now();
  await publishThroughStaging({
    cache,
    target: lib,
    published: complete,
    fill: async (staging) => {
      const output = await runTool('mvn', [
        '-q', '-B', '-f', POM,
        `-Dkafka.version=${KAFKA_VERSION}`,
        'dependency:copy-dependencies',
        '-DincludeScope=runtime',
        `-DoutputDirectory=${staging}`,
      ]);
      if (output.code !== 0) {
        throw new ServicePrerequisiteError(`mvn could not fetch the Kafka ${KAFKA_VERSION} jars (exit ${output.code}):\n${output.text}`);
      }
      writeFileSync(join(staging, '.complete'), `${KAFKA_VERSION}\n`);
      return staging;
    },
  });
  log(`[emberhold/infra] Kafka jars ready in ${((Date.now() - began) / 1000).toFixed(1)} s`);
  return lib;
}

/**
 * Kafka's own tools jar (org.apache.kafka:kafka-tools, home of kafka-producer-perf-test's ProducerPerformance) for
 * KAFKA_VERSION, in the cache beside the broker's jars; returns a classpath that runs them on the broker's own jars.
 * Only benchmarks need it, so the broker's cache stays as it is.
 */
export const ensureKafkaToolsClasspath: (log?: (line: string) => void) => Promise<string> = sharedWhileRunning(fetchToolsJar);

async function fetchToolsJar(log: (line: string) => void = (line) => process.stderr.write(`${line}\n`)): Promise<string> {
  const lib = await ensureKafkaJars(log);
  const cache = kafkaCacheDir();
  const tools = join(cache, 'tools');
  const complete = () => existsSync(join(tools, '.complete'));
  if (!complete()) {
    log(`[emberhold/infra] fetching Kafka ${KAFKA_VERSION} tools jar from Maven Central into ${tools}`);
    await publishThroughStaging({
      cache,
      target: tools,
      published: complete,
      fill: async (staging) => {
        const output = await runTool('mvn', [
          '-q', '-B', '-f', POM, '-Pperf-tool',
          `-Dkafka.version=${KAFKA_VERSION}`,
          'dependency:copy-dependencies',
          '-DincludeArtifactIds=kafka-tools',
          `-DoutputDirectory=${staging}`,
        ]);
        if (output.code !== 0) {
          throw new ServicePrerequisiteError(`mvn could not fetch the Kafka ${KAFKA_VERSION} tools jar (exit ${output.code}):\n${output.text}`);
        }
        writeFileSync(join(staging, '.complete'), `${KAFKA_VERSION}\n`);
        return staging;
      },
    });
  }
  return [join(tools, '*'), join(lib, '*')].join(':');
}

/**
 * Starts a single-node Kafka broker in KRaft mode (broker and controller in one JVM) on free
 * ports of 127.0.0.1, with every replication setting at 1, and waits until kafkajs can use it.
 */
export async function startKafka(options: KafkaOptions = {}): Promise<KafkaHandle> {
  const libDir = options.libDir ?? (await ensureKafkaJars());
  return withPortRetry(() => startOnce(options, libDir));
}

async function startOnce(options: KafkaOptions, libDir: string): Promise<KafkaHandle> {
  const began = Date.now();
  const [freeBrokerPort, controllerPort] = await getFreePorts(2);
  const port = options.port ?? freeBrokerPort!;
  const instance = new ServiceInstance('kafka', 8000);
  const { dir, logFile } = instance;
  const config = dir.file('server.properties');
  const log4j = dir.file('log4j2.yaml');
  writeFileSync(config, serverProperties(port, controllerPort!, dir.file('data'), options.defaultPartitions ?? 1));
  writeFileSync(log4j, LOG4J2_YAML);
  const java = process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : 'java';
  const jvm = [
    '-Xms128m', '-Xmx512m',
    // A test broker lives for minutes: favour start-up time over peak throughput.
    '-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1',
    '-Djava.awt.headless=true',
    `-Dlog4j2.configurationFile=${log4j}`,
    '-cp', join(libDir, '*'),
  ];
  try {
    await instance.runStep('storage format', {
      command: java,
      args: [...jvm, 'kafka.tools.StorageTool', 'format', '--cluster-id', randomClusterId(), '--config', config],
    });
    const broker = instance.spawn({
      command: java,
      args: [...jvm, 'kafka.Kafka', config],
      stopSignal: 'SIGTERM',
    });
    const brokers = [`127.0.0.1:${port}`];
    await instance.waitUntilReady(broker, { timeoutMs: options.timeoutMs ?? 90000, intervalMs: 250, probe: () => acceptsAdminConnection(brokers) });
    await warmUpCoordinators(brokers);
    const url = brokers.join(',');
    return {
      name: 'kafka',
      url,
      env: { KAFKA_BROKERS: url },
      dir: dir.path,
      logFile,
      startupMs: Date.now() - began,
      port,
      brokers,
      pause: () => signal(broker.pid, 'SIGSTOP'),
      resume: () => signal(broker.pid, 'SIGCONT'),
      stop: async () => {
        // A frozen broker would not hear the stop signal until its grace period ran out.
        signal(broker.pid, 'SIGCONT');
        await instance.stop();
      },
    };
  } catch (error) {
    // Includes failures after the process started, e.g. the coordinator warm-up timing out.
    await instance.stop();
    throw error;
  }
}

function signal(pid: number | undefined, name: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

/** Kafka cluster ids are 16 random bytes in URL-safe base64 without padding. */
/** A Kafka Uuid (16 bytes, base64url). Like Kafka's own generator, never one starting with '-', which the storage tool would read as an option. */
function randomClusterId(): string {
  for (;;) {
    const id = randomBytes(16).toString('base64url');
    if (!id.startsWith('-')) return id;
  }
}

function serverProperties(port: number, controllerPort: number, dataDir: string, partitions: number): string {
  return [
    'process.roles=broker,controller',
    'node.id=1',
    `controller.quorum.voters=1@127.0.0.1:${controllerPort}`,
    `listeners=PLAINTEXT://127.0.0.1:${port},CONTROLLER://127.0.0.1:${controllerPort}`,
    `advertised.listeners=PLAINTEXT://127.0.0.1:${port}`,
    'controller.listener.names=CONTROLLER',
    'inter.broker.listener.name=PLAINTEXT',
    'listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT',
    `log.dirs=${dataDir}`,
    `num.partitions=${partitions}`,
    'auto.create.topics.enable=true',
    'offsets.topic.replication.factor=1',
    // One partition each: creating the default 50 internal partitions costs seconds on a small machine.
    'offsets.topic.num.partitions=1',
    'transaction.state.log.replication.factor=1',
    'transaction.state.log.min.isr=1',
    'transaction.state.log.num.partitions=1',
    'share.coordinator.state.topic.replication.factor=1',
    'share.coordinator.state.topic.min.isr=1',
    'min.insync.replicas=1',
    'default.replication.factor=1',
    'group.initial.rebalance.delay.ms=0',
    'log.flush.interval.messages=9223372036854775807',
    '',
  ].join('\n');
}

const LOG4J2_YAML = `Configuration:
  Appenders:
    Console:
      name: STDOUT
      PatternLayout:
        pattern: "[%d] %p %m (%c)%n"
  Loggers:
    Root:
      level: WARN
      AppenderRef:
        - ref: STDOUT
    Logger:
      - name: kafka.server.KafkaRaftServer
        level: INFO
`;

function probeClient(brokers: string[]): Kafka {
  return new Kafka({
    clientId: 'emberhold-infra-probe',
    brokers,
    logLevel: logLevel.NOTHING,
    connectionTimeout: 1000,
    retry: { retries: 0 },
  });
}

async function acceptsAdminConnection(brokers: string[]): Promise<boolean> {
  const admin = probeClient(brokers).admin();
  try {
    await admin.connect();
    const cluster = await admin.describeCluster();
    return cluster.brokers.length > 0 && cluster.controller !== null;
  } finally {
    await admin.disconnect().catch(() => undefined);
  }
}

/**
 * The group and transaction coordinators load their internal topics on first use; doing that here
 * keeps the first test from spending its time (and log lines) on COORDINATOR_LOAD_IN_PROGRESS retries.
 */
async function warmUpCoordinators(brokers: string[]): Promise<void> {
  const kafka = new Kafka({ clientId: 'emberhold-infra-warmup', brokers, logLevel: logLevel.NOTHING, retry: { retries: 20, initialRetryTime: 100 } });
  const admin = kafka.admin();
  const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
  try {
    await admin.connect();
    await admin.describeGroups(['emberhold-infra-warmup']);
    await producer.connect();
  } finally {
    await producer.disconnect().catch(() => undefined);
    await admin.disconnect().catch(() => undefined);
  }
}
