/**
 * What a room tells every instance (events/bus.ts): the room, the id of its new event and its type.
 * The event itself is in room_events; an instance with streams open on the room reads it from there.
 */
import type { RoomEventType } from "@/shared/api/rooms";

export interface RoomEvent {
  roomId: string;
  seq: number;
  type: RoomEventType;
}

declare module "../events/bus" {
  interface EventTopics {
    "room.event": RoomEvent;
  }
}
