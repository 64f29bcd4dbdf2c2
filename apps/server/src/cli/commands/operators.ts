import type { Command } from '../client.ts';

const ROLES = ['admin', 'finance', 'support'];

export const createOperator: Command = {
  name: 'create-operator',
  usage:
    'create-operator <USERNAME> <admin|finance|support>   add an operator; prints a generated password once (admin only)',
  run: async ([username, role], client) => {
    if (!username || !role || !ROLES.includes(role))
      throw new Error('create-operator takes a username and a role (admin, finance or support)');
    return client.post('/admin/api/operators', { username, role });
  },
};

export const listOperators: Command = {
  name: 'operators',
  usage: 'operators   list operator accounts with their role and state (admin only)',
  run: async (_args, client) => client.get('/admin/api/operators'),
};

export const disableOperator: Command = {
  name: 'disable-operator',
  usage: 'disable-operator <USERNAME> [--enable]   disable an operator and end their sessions (or enable again)',
  run: async ([username, flag], client) => {
    if (!username) throw new Error('disable-operator takes a username');
    return client.put(`/admin/api/operators/${encodeURIComponent(username)}/disabled`, {
      disabled: flag !== '--enable',
    });
  },
};

export const operatorBrands: Command = {
  name: 'operator-brands',
  usage: 'operator-brands <USERNAME> <CODE,CODE,...|all>   limit an operator to some brands (all: every brand again)',
  run: async ([username, list], client) => {
    if (!username || !list) throw new Error('operator-brands takes a username and brand codes (or all)');
    const brands = list === 'all' ? [] : list.split(',').filter(Boolean);
    return client.put(`/admin/api/operators/${encodeURIComponent(username)}/brands`, { brands });
  },
};

/** Reads the new password from standard input, so it stays out of shell history and process lists. */
export const passwd: Command = {
  name: 'passwd',
  usage: 'passwd < new-password.txt   change the password of the operator the CLI logs in as (from stdin)',
  run: async (_args, client, io) => {
    const newPassword = (await io.stdin()).trim();
    if (newPassword.length < 12) throw new Error('give the new password (12 characters or more) on standard input');
    return client.put('/admin/api/session/password', { password: client.password, newPassword });
  },
};
