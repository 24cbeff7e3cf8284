import { keepPreviousData, useMutation, useQuery, useQueryClient, queryOptions } from '@tanstack/react-query';
import {
  adminGetGroupProblemList,
  addGroup,
  addGroupAnnouncement,
  addGroupMember,
  deleteGroup,
  deleteGroupAnnouncement,
  deleteGroupMember,
  exitGroup,
  getGroupAdminAnnouncementList,
  getGroupAnnouncementList,
  getGroupApplyList,
  getGroupAuth,
  getGroupDetail,
  getGroupList,
  getGroupMemberList,
  updateGroup,
  updateGroupAnnouncement,
  updateGroupMember,
  uploadGroupAvatar,
  type EndpointBodyInput,
  type EndpointQueryInput,
} from '@verdict/shared';
import { api } from '../../lib/api-client';
import { useInvalidate } from '../invalidation';
import { groupKeys } from '../keys';

export type GroupListQuery = NonNullable<EndpointQueryInput<typeof getGroupList>>;
export type GroupBody = EndpointBodyInput<typeof addGroup>;
export type GroupUpdateBody = EndpointBodyInput<typeof updateGroup>;
export type AnnouncementBody = EndpointBodyInput<typeof addGroupAnnouncement>;

export const groupListOptions = (query: GroupListQuery) =>
  queryOptions({
    queryKey: groupKeys.list(query),
    queryFn: () => api.call(getGroupList, { query }),
    placeholderData: keepPreviousData,
  });
export const useGroupList = (query: GroupListQuery) => useQuery(groupListOptions(query));

/** The group; 403/404 are shown in place by the shell. */
export const groupDetailOptions = (gid: number, enabled = true) =>
  queryOptions({
    queryKey: groupKeys.detail(gid),
    queryFn: () => api.call(getGroupDetail, { query: { gid }, quiet: true }),
    retry: false,
    enabled,
  });
export const useGroupDetail = (gid: number, enabled = true) => useQuery(groupDetailOptions(gid, enabled));

/** The viewer's group_member.auth (0 when none). */
export const groupLevelOptions = (gid: number, enabled = true) =>
  queryOptions({
    queryKey: groupKeys.level(gid),
    queryFn: () => api.call(getGroupAuth, { query: { gid }, silent: true }),
    enabled,
  });
export const useGroupLevel = (gid: number, enabled = true) => useQuery(groupLevelOptions(gid, enabled));

export const groupMembersOptions = (gid: number, query: { currentPage: number; limit: number; keyword?: string }) =>
  queryOptions({
    queryKey: groupKeys.members(gid, query),
    queryFn: () => api.call(getGroupMemberList, { query: { gid, ...query } }),
    placeholderData: keepPreviousData,
  });
export const useGroupMembers = (gid: number, query: { currentPage: number; limit: number; keyword?: string }) =>
  useQuery(groupMembersOptions(gid, query));

export const groupAppliesOptions = (gid: number, query: { currentPage: number; limit: number }, enabled: boolean) =>
  queryOptions({
    queryKey: groupKeys.applies(gid, query),
    queryFn: () => api.call(getGroupApplyList, { query: { gid, ...query } }),
    placeholderData: keepPreviousData,
    enabled,
  });
export const useGroupApplies = (gid: number, query: { currentPage: number; limit: number }, enabled: boolean) =>
  useQuery(groupAppliesOptions(gid, query, enabled));

export const groupAnnouncementsOptions = (gid: number, query: { currentPage: number; limit: number }, admin: boolean) =>
  queryOptions({
    queryKey: admin ? groupKeys.adminAnnouncements(gid, query) : groupKeys.announcements(gid, query),
    queryFn: () => api.call(admin ? getGroupAdminAnnouncementList : getGroupAnnouncementList, { query: { gid, ...query } }),
    placeholderData: keepPreviousData,
  });
export const useGroupAnnouncements = (gid: number, query: { currentPage: number; limit: number }, admin: boolean) =>
  useQuery(groupAnnouncementsOptions(gid, query, admin));

/** Every write on a group refreshes all its tabs and the lists (counts, "my groups"). */
function useGroupWrite() {
  const invalidate = useInvalidate();
  return (gid?: number) => invalidate({ kind: 'group', gid });
}

export function useCreateGroup() {
  const done = useGroupWrite();
  return useMutation({ mutationFn: (body: GroupBody) => api.call(addGroup, { body }), onSuccess: () => done() });
}

export function useUpdateGroup(gid: number) {
  const done = useGroupWrite();
  return useMutation({ mutationFn: (body: GroupUpdateBody) => api.call(updateGroup, { body }), onSuccess: () => done(gid) });
}

export function useDeleteGroup(gid: number) {
  const client = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => api.call(deleteGroup, { query: { gid } }),
    onSuccess: () => {
      // A disbanded group's tabs are dropped, not refetched.
      client.removeQueries({ queryKey: groupKeys.one(gid) });
      return invalidate({ kind: 'group' });
    },
  });
}

export function useApplyGroup(gid: number) {
  const done = useGroupWrite();
  return useMutation({
    mutationFn: (q: { code?: string; reason?: string }) => api.call(addGroupMember, { query: { gid, ...q } }),
    onSuccess: () => done(gid),
  });
}

export function useExitGroup(gid: number) {
  const done = useGroupWrite();
  return useMutation({ mutationFn: () => api.call(exitGroup, { query: { gid } }), onSuccess: () => done(gid) });
}

export function useMemberMutations(gid: number) {
  const done = useGroupWrite();
  const setLevel = useMutation({
    mutationFn: (m: { uid: string; auth: number }) => api.call(updateGroupMember, { body: { gid, ...m } }),
    onSuccess: () => done(gid),
  });
  const remove = useMutation({
    mutationFn: (uid: string) => api.call(deleteGroupMember, { query: { gid, uid } }),
    onSuccess: () => done(gid),
  });
  return { setLevel, remove };
}

export function useAnnouncementMutations(gid: number) {
  const done = useGroupWrite();
  const save = useMutation({
    mutationFn: (body: AnnouncementBody & { id?: number }) =>
      body.id ? api.call(updateGroupAnnouncement, { body: { ...body, id: body.id } }) : api.call(addGroupAnnouncement, { body }),
    onSuccess: () => done(gid),
  });
  const remove = useMutation({
    mutationFn: (aid: number) => api.call(deleteGroupAnnouncement, { query: { aid } }),
    onSuccess: () => done(gid),
  });
  return { save, remove };
}

export function useUploadGroupAvatar(gid: number) {
  const done = useGroupWrite();
  return useMutation({
    mutationFn: (image: Blob) => {
      const formData = new FormData();
      formData.append('image', image, 'avatar.png');
      formData.append('gid', String(gid));
      return api.call(uploadGroupAvatar, { formData });
    },
    onSuccess: () => done(gid),
  });
}

/** Problems groups ask to make public, for the site admin's review. */
export const groupProblemAppliesOptions = (query: { currentPage: number; limit: number; keyword?: string }) =>
  queryOptions({
    queryKey: groupKeys.problemApplies(query),
    queryFn: () => api.call(adminGetGroupProblemList, { query }),
    placeholderData: keepPreviousData,
  });
