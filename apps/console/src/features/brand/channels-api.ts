import { channelConsoleOps, type TChannelBody } from '@portal/contracts/console-channels';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/api/op.ts';

export const channelsQuery = (code: string) =>
  queryOptions({
    queryKey: ['brand-channels', code],
    queryFn: () => call(channelConsoleOps.list, { params: { code } }),
    enabled: code !== '',
  });

/** Adds a channel (no id) or saves an edited one. */
export const saveChannel = (code: string, body: TChannelBody, id?: number) =>
  id
    ? call(channelConsoleOps.update, { params: { code, id }, body })
    : call(channelConsoleOps.create, { params: { code }, body });
