import { keepPreviousData, useMutation, useQuery, queryOptions } from '@tanstack/react-query';
import {
  type AnnouncementVo,
  adminAddAnnouncement,
  adminDeleteAnnouncement,
  adminGetAnnouncement,
  adminUpdateAnnouncement,
} from '@verdict/shared';
import { api } from '../../lib/api-client';
import { useInvalidate } from '../invalidation';
import { homeKeys } from '../home';

export interface AnnouncementDraft {
  id?: number;
  title: string;
  content: string;
  status: number;
}

export const adminAnnouncementsOptions = (currentPage: number, limit: number) =>
  queryOptions({
    queryKey: homeKeys.adminAnnouncementPage(currentPage, limit),
    queryFn: () => api.call(adminGetAnnouncement, { query: { currentPage, limit } }),
    placeholderData: keepPreviousData,
  });
export const useAdminAnnouncements = (currentPage: number, limit: number) =>
  useQuery(adminAnnouncementsOptions(currentPage, limit));

/** Saves (creates without id, updates with one) or deletes; the home panel and this list refresh. */
export function useAnnouncementMutations() {
  const invalidate = useInvalidate();
  const onSettled = () => invalidate({ kind: 'announcement' });
  const save = useMutation({
    mutationFn: (a: AnnouncementDraft) =>
      a.id === undefined
        ? api.call(adminAddAnnouncement, { body: { title: a.title, content: a.content, status: a.status } })
        : api.call(adminUpdateAnnouncement, { body: { id: a.id, title: a.title, content: a.content, status: a.status } }),
    onSettled,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.call(adminDeleteAnnouncement, { query: { aid: id } }),
    onSettled,
  });
  /** The visible switch saves at once (spec 3). */
  const toggle = (a: AnnouncementVo, visible: boolean) =>
    save.mutateAsync({ id: a.id, title: a.title, content: a.content, status: visible ? 0 : 1 });
  return { save, remove, toggle };
}
