import type { SqlMigrationAwareDriverAdapterFactory, SqlQuery } from '@prisma/driver-adapter-utils';

/** A factory whose connections record every statement they run (queries, executes and scripts). */
export function recordingFactory(factory: SqlMigrationAwareDriverAdapterFactory) {
  const statements: string[] = [];
  const recorded: SqlMigrationAwareDriverAdapterFactory = {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => {
      const adapter = await factory.connect();
      return new Proxy(adapter, {
        get(target, property) {
          const value: unknown = Reflect.get(target, property, target);
          if (typeof value !== 'function') return value;
          if (property === 'queryRaw' || property === 'executeRaw') {
            return (query: SqlQuery) => {
              statements.push(query.sql);
              return value.call(target, query);
            };
          }
          if (property === 'executeScript') {
            return (script: string) => {
              statements.push(script);
              return value.call(target, script);
            };
          }
          return value.bind(target);
        },
      });
    },
    connectToShadowDb: () => factory.connectToShadowDb(),
  };
  return { factory: recorded, statements };
}
