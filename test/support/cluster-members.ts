import { AssignerProtocol, Kafka, logLevel } from 'kafkajs';

/** One consumer in a group, by the client id its process was started with, and the partitions it holds by topic. */
export interface GroupMember {
  clientId: string;
  assignment: Record<string, number[]>;
}

/** How a Kafka consumer group's partitions are spread over its live members, and how far it is behind. */
export interface ConsumerGroupView {
  /** The members of the group that have partitions or have joined, after the broker's latest rebalance. */
  members(): Promise<GroupMember[]>;
  /** Records on `topic` the group has not committed yet, over all partitions. */
  lag(topic: string): Promise<number>;
  /** The number of partitions of `topic`. */
  partitions(topic: string): Promise<number>;
  close(): Promise<void>;
}

export async function watchConsumerGroup(brokers: string[], groupId: string): Promise<ConsumerGroupView> {
  const admin = new Kafka({ brokers, clientId: 'cluster-test-observer', logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  return {
    async members() {
      const {
        groups: [group],
      } = await admin.describeGroups([groupId]);
      if (!group || group.state !== 'Stable') return [];
      return group.members.map((member) => ({
        clientId: member.clientId,
        assignment: member.memberAssignment.length > 0 ? (AssignerProtocol.MemberAssignment.decode(member.memberAssignment)?.assignment ?? {}) : {},
      }));
    },
    async lag(topic) {
      const [ends, [committed]] = await Promise.all([admin.fetchTopicOffsets(topic), admin.fetchOffsets({ groupId, topics: [topic] })]);
      const done = new Map((committed?.partitions ?? []).map((p) => [p.partition, Number(p.offset)]));
      return ends.reduce((sum, end) => sum + Math.max(0, Number(end.high) - Math.max(0, done.get(end.partition) ?? 0)), 0);
    },
    async partitions(topic) {
      const { topics } = await admin.fetchTopicMetadata({ topics: [topic] });
      return topics[0]?.partitions.length ?? 0;
    },
    close: () => admin.disconnect(),
  };
}
