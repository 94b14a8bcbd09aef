import "server-only";
import { deleteNotifications, deleteNotificationsInput } from "@/server/services/notifications/delete-notifications";
import {
  countUnreadNotifications,
  listNotifications,
  listNotificationsInput,
} from "@/server/services/notifications/list-notifications";
import {
  markNotificationsRead,
  markNotificationsReadInput,
} from "@/server/services/notifications/mark-notifications-read";
import {
  getOrderUpdateChannels,
  setOrderUpdateChannel,
  setOrderUpdateChannelInput,
} from "@/server/services/notifications/order-update-channels";
import {
  getNotificationPreferences,
  notificationPreferencesInput,
  setNotificationPreference,
  setNotificationPreferenceInput,
} from "@/server/services/notifications/notification-preferences";
import { createTRPCRouter, protectedProcedure } from "../trpc";

/** The signed-in user's own notifications and their choices per type (in the app, by e-mail). */
export const notificationsRouter = createTRPCRouter({
  list: protectedProcedure
    .input(listNotificationsInput)
    .query(({ ctx, input }) => listNotifications({ db: ctx.db, actor: ctx.actor, input })),
  unreadCount: protectedProcedure.query(({ ctx }) => countUnreadNotifications({ db: ctx.db, actor: ctx.actor })),
  markRead: protectedProcedure
    .input(markNotificationsReadInput)
    .mutation(({ ctx, input }) => markNotificationsRead({ db: ctx.db, actor: ctx.actor, input })),
  markAllRead: protectedProcedure.mutation(({ ctx }) => markNotificationsRead({ db: ctx.db, actor: ctx.actor, input: { all: true } })),
  remove: protectedProcedure
    .input(deleteNotificationsInput)
    .mutation(({ ctx, input }) => deleteNotifications({ db: ctx.db, actor: ctx.actor, input })),
  clearAll: protectedProcedure.mutation(({ ctx }) => deleteNotifications({ db: ctx.db, actor: ctx.actor, input: { all: true } })),
  preferences: protectedProcedure
    .input(notificationPreferencesInput)
    .query(({ ctx, input }) => getNotificationPreferences({ db: ctx.db, actor: ctx.actor, input })),
  setPreference: protectedProcedure
    .input(setNotificationPreferenceInput)
    .mutation(({ ctx, input }) => setNotificationPreference({ db: ctx.db, actor: ctx.actor, input })),
  orderChannels: protectedProcedure.query(({ ctx }) => getOrderUpdateChannels({ db: ctx.db, actor: ctx.actor })),
  setOrderChannel: protectedProcedure
    .input(setOrderUpdateChannelInput)
    .mutation(({ ctx, input }) => setOrderUpdateChannel({ db: ctx.db, actor: ctx.actor, input })),
});
