/** spec §3 login input fields (which ones show depends on the server). */
export const LOGIN_FIELDS = [
  'reservation_id',
  'first_name',
  'last_name',
  'name',
  'date_of_birth',
  'email',
] as const;
