import type { ManageOrderView } from '@niaga/shared';
import type { QueryClient } from '@tanstack/react-query';
import { orderKeys } from '../orders';
import { manageKeys } from './manage-orders.api';

// Apart from manage-orders.api (which the route loaders bring into the entry chunk): the orders barrel must stay out of it.
/** After an action: the order's page takes the answer; every list (HQ's and the buyer's) reads again. */
export async function refreshManaged(queryClient: QueryClient, order?: ManageOrderView) {
  if (order) queryClient.setQueryData(manageKeys.detail(order.id), order);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [...manageKeys.all, 'list'] }),
    queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  ]);
}
