import {
  newsCoverUploadSchema,
  newsDeskArticleSchema,
  newsPreviewSchema,
  type NewsArticleInput,
  type NewsPublishInput,
} from '../schemas/news-desk';
import { api } from './browser-client';
import { readData } from './client';

/** The content desk's news articles (issue 30 §2). */
export const newsDeskApi = {
  create: (input: NewsArticleInput) => readData(newsDeskArticleSchema, api.post('operator/news', { json: input })),
  update: (id: number, input: NewsArticleInput) =>
    readData(newsDeskArticleSchema, api.put(`operator/news/${id}`, { json: input })),
  publish: (id: number, input: NewsPublishInput) =>
    readData(newsDeskArticleSchema, api.post(`operator/news/${id}/publish`, { json: input })),
  unpublish: (id: number) => readData(newsDeskArticleSchema, api.post(`operator/news/${id}/unpublish`)),
  preview: (body: string) => readData(newsPreviewSchema, api.post('operator/news/preview', { json: { body } })),
  uploadCover: (file: File) => {
    const body = new FormData();
    body.append('cover', file);
    return readData(newsCoverUploadSchema, api.post('operator/news/cover', { body, timeout: 120_000 }));
  },
};
