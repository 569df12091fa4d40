import type {
  SqlDriverAdapter,
  SqlDriverAdapterFactory,
  SqlQuery,
  SqlQueryable,
  Transaction,
} from '@prisma/driver-adapter-utils';

/** Counts the SQL statements a Prisma client sends through a driver adapter (the benchmark's "queries"). */
export class StatementCounter {
  count = 0;

  wrap(factory: SqlDriverAdapterFactory): SqlDriverAdapterFactory {
    return {
      provider: factory.provider,
      adapterName: factory.adapterName,
      connect: async () => this.recording(await factory.connect()),
    };
  }

  private recording<T extends SqlQueryable>(target: T): T {
    return new Proxy(target, {
      get: (object, property) => {
        if (property === 'queryRaw' || property === 'executeRaw') {
          return (query: SqlQuery) => {
            this.count += 1;
            return object[property](query);
          };
        }
        if (property === 'startTransaction') {
          return async (...args: Parameters<SqlDriverAdapter['startTransaction']>) =>
            this.recording<Transaction>(await (object as unknown as SqlDriverAdapter).startTransaction(...args));
        }
        const value: unknown = Reflect.get(object, property, object);
        return typeof value === 'function' ? value.bind(object) : value;
      },
    });
  }
}
