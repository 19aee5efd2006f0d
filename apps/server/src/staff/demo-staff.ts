// The demo's staff accounts (ARCHITECTURE.md demo credentials), created in
// demo mode when missing; a password changed in the console is kept.
import type { StaffRole } from '@hospes/domain';
import type { StaffAccountRepository } from './staff-account.repository.ts';
import { hashStaffPassword } from './staff-password.ts';

export const DEMO_STAFF: readonly {
  projectId: string;
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}[] = [
  {
    projectId: 'alpenrose',
    email: 'staff@alpenrose.example',
    name: 'Anna Huber',
    role: 'admin',
    password: 'alpenrose-demo',
  },
  {
    projectId: 'alpenrose',
    email: 'frontdesk@alpenrose.example',
    name: 'Lukas Berger',
    role: 'frontdesk',
    password: 'alpenrose-demo',
  },
  // The hotel in Italy: its console shows the guests reported to Alloggiati Web (docs/registration.md).
  {
    projectId: 'weinleiten',
    email: 'staff@weinleiten.example',
    name: 'Lisa Gruber',
    role: 'admin',
    password: 'weinleiten-demo',
  },
];

/** Creates the demo accounts of the projects that exist; returns how many were new. */
export async function seedDemoStaff(
  accounts: StaffAccountRepository,
  projectExists: (id: string) => boolean,
): Promise<number> {
  let created = 0;
  for (const demo of DEMO_STAFF) {
    if (!projectExists(demo.projectId)) continue;
    if (await accounts.findByEmail(demo.email)) continue;
    const { password, ...account } = demo;
    if (
      await accounts.create({
        ...account,
        passwordHash: await hashStaffPassword(password),
        // The demo's published credentials keep working as they are.
        mustChangePassword: false,
      })
    ) {
      created += 1;
    }
  }
  return created;
}
