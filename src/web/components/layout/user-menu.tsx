import { LayoutDashboard, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import type { Me } from '@/shared/api-types';
import { pages } from '@/shared/pages';
import { Button } from '@/web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu';
import { useSignOutAction } from '@/web/lib/session/sign-out';
import { UserAvatar } from './user-avatar';

export function UserMenu({ me }: { me: Me }) {
  const signOut = useSignOutAction();
  return (
    // Not modal: a menu button's menu leaves the page readable around it (modal, Radix hid the whole
    // page from assistive technology with aria-hidden while its links stayed focusable).
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="gap-2 px-2" aria-label={`Menu de ${me.userDetails.full_name}`}>
          <UserAvatar name={me.userDetails.full_name} url={me.userDetails.avatar_url} />
          <span className="hidden max-w-40 truncate sm:inline">{me.userDetails.full_name}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <p className="font-medium">{me.userDetails.full_name}</p>
          <p className="truncate text-xs text-muted-foreground">{me.user.email}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={pages.dashboard}>
            <LayoutDashboard className="size-4" aria-hidden="true" /> Mon espace
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => signOut()}>
          <LogOut className="size-4" aria-hidden="true" /> Déconnexion
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
