import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import { fileErrors, fileMessages, fileOut, fileView } from '@dealbook/domain';
import { requireUser } from '@dealbook/infra/http/session';
import type { BlobStore } from '@dealbook/infra/blobs/port';
import { assertEntitled } from '../subscriptions/entitled';
import { contextOf } from '../context';
import type { DealsDeps } from '../deals/deps';
import { idParams } from '../deals/schemas';
import { assertCan, readDeal, runDeal } from '../deals/streams';
import { actorOf, newIdFor, sendDealHeaders } from '../deals/tools';
import { ATTACHMENT_MAX_BYTES, receiveFile } from './receive';
import { hangUpUnread } from './hang-up';
import { inspectUpload } from './inspect';
import { fileAccessRoutes } from './access-routes';
import { publicFileRoutes } from './public-routes';
import { fileMailRoutes } from './mail-route';
import type { FileDirectory } from './directory';

const secure = '/api/app/deals/secure';

export interface FilesDeps extends DealsDeps {
  blobs?: BlobStore;
  /** Which deal a file belongs to (the mail-a-file route names the file alone). */
  files?: FileDirectory;
}

/**
 * Deal images and attachments: uploaded as multipart, typed from their content, the
 * bytes a blob written before the event that names them; renamed and deleted as events on the deal's stream.
 * The owner and collaborators with can_edit manage them (the access policy's `manage_files`).
 */
export const fileRoutes: FastifyPluginAsyncZod<FilesDeps> = async (app, deps) => {
  await app.register(fileAccessRoutes, deps);
  await app.register(publicFileRoutes, deps);
  await app.register(fileMailRoutes, deps);
  await app.register(fastifyMultipart, { limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1000 } });
  const blobs = (): BlobStore => {
    if (!deps.blobs) throw new Error('The file routes need a blob store');
    return deps.blobs;
  };

  for (const [path, kind] of [
    ['images', 'image'],
    ['attachments', 'attachment'],
  ] as const) {
    app.post(
      `${secure}/:id/${path}`,
      {
        preHandler: requireUser,
        onSend: async (request, reply, payload) => {
          hangUpUnread(request, reply);
          return payload;
        },
        schema: { params: idParams, response: { 201: fileOut } },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const id = request.params.id;
        assertCan(await readDeal(deps, id), actor, 'manage_files');
        if (kind === 'attachment') await assertEntitled(deps, request, 'uploadAttachments');
        const received = await receiveFile(request, kind);
        try {
          const { contentType } = await inspectUpload(received.path, received.fileName, kind, received.size);
          const stored = await blobs().put(createReadStream(received.path));
          const context = contextOf(request, deps.clock());
          const fileId = newIdFor(context, 'file');
          const command = {
            type: 'RecordUpload' as const,
            data: { fileId, kind, fileName: received.fileName, contentType, size: stored.size, sha256: stored.sha256 },
          };
          const result = await runDeal(
            deps,
            id,
            { ...command, data: { ...command.data, actorId: actor.id, now: context.now.toISOString() } },
            context,
            actor,
          );
          sendDealHeaders(reply, result.revision, result.position);
          return reply.code(201).send(
            fileView(
              id,
              result.state.files.find((f) => f.file_id === fileId)!,
            ),
          );
        } finally {
          await received.discard();
        }
      },
    );
  }

  app.post(
    `${secure}/:id/attachments/update`,
    {
      preHandler: requireUser,
      schema: {
        params: idParams,
        body: z.object({ id: z.string().min(1).max(100), file_name: z.string().max(1000) }),
        response: { 200: fileOut },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { id } = request.params;
      const context = contextOf(request, deps.clock());
      const command = {
        type: 'RenameFile' as const,
        data: { fileId: request.body.id, fileName: request.body.file_name, actorId: actor.id, now: context.now.toISOString() },
      };
      const result = await runDeal(deps, id, command, context, actor);
      sendDealHeaders(reply, result.revision, result.position);
      const file = result.state.files.find((f) => f.file_id === request.body.id);
      if (!file) throw fileErrors.fileNotFound();
      return fileView(id, file);
    },
  );

  app.delete(
    `${secure}/:id/attachments/:attachment_id`,
    {
      preHandler: requireUser,
      schema: {
        params: idParams.extend({ attachment_id: z.string().min(1).max(100) }),
        response: { 200: z.object({ id: z.string(), deleted: z.boolean() }) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { id, attachment_id } = request.params;
      const state = await readDeal(deps, id);
      assertCan(state, actor, 'manage_files');
      if (!state.files.some((f) => f.file_id === attachment_id)) throw fileErrors.fileNotFound(fileMessages.deleteFailed);
      const context = contextOf(request, deps.clock());
      const command = { type: 'DeleteFile' as const, data: { fileId: attachment_id, actorId: actor.id, now: context.now.toISOString() } };
      const result = await runDeal(deps, id, command, context, actor);
      sendDealHeaders(reply, result.revision, result.position);
      return { id: attachment_id, deleted: true };
    },
  );
};
