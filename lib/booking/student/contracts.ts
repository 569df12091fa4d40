/** Route contracts; filled by the issue 6 work. */
export {};
