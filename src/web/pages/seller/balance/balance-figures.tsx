import { SimpleGrid } from '@mantine/core';
import { balanceTexts } from '../../../../domain/balance-texts';
import type { SellerBalances } from '../../../../domain/balances';
import { formatMoney } from '../../../../domain/money';
import { StatCard } from '../stat-card';

const figures = ['pending', 'available', 'inTransit', 'paidOut'] as const;

/** The four balances, each a sum of the seller's ledger entries. */
export function BalanceFigures({ balances }: { balances: SellerBalances }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }}>
      {figures.map((figure) => (
        <StatCard
          key={figure}
          label={balanceTexts.figures[figure]}
          value={formatMoney(balances[figure])}
          help={balanceTexts.figureHelp[figure]}
        />
      ))}
    </SimpleGrid>
  );
}
