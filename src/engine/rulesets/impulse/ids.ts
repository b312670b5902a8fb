/** Who is who in `impulse`: a side and a ship are named by plain ids, kept as strings in the state. */
export type SideId = string;
export type ShipId = string;
