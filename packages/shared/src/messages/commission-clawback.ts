/** Late-refund clawbacks (issue 24): their check calculation and a payout refused on a negative balance. */
export const commissionClawbackEn = {
  'commission.clawback.explanation':
    '{{month}} {{type}} recomputed after refund of order {{order}}: was {{was}}, now {{now}}, difference {{difference}}',
  'commission.clawback.type.personal_level': 'personal-level commission',
  'commission.clawback.type.performance': 'performance bonus',
  'commission.clawback.type.leadership': 'leadership bonus',
  'payouts.negativeBalance':
    'Your balance is {{balance}}: commission of a refunded order was taken back. It is recovered from your next commissions before a payout.',
};

export const commissionClawbackId: Record<keyof typeof commissionClawbackEn, string> = {
  'commission.clawback.explanation':
    '{{type}} {{month}} dihitung ulang setelah refund pesanan {{order}}: sebelumnya {{was}}, sekarang {{now}}, selisih {{difference}}',
  'commission.clawback.type.personal_level': 'Komisi level pribadi',
  'commission.clawback.type.performance': 'Bonus kinerja',
  'commission.clawback.type.leadership': 'Bonus kepemimpinan',
  'payouts.negativeBalance':
    'Saldo Anda {{balance}}: komisi dari pesanan yang di-refund telah ditarik kembali. Saldo ini dipulihkan dari komisi berikutnya sebelum pencairan.',
};

export const commissionClawbackMs: Record<keyof typeof commissionClawbackEn, string> = {
  'commission.clawback.explanation':
    '{{type}} {{month}} dikira semula selepas bayaran balik pesanan {{order}}: sebelum ini {{was}}, kini {{now}}, perbezaan {{difference}}',
  'commission.clawback.type.personal_level': 'Komisen tahap peribadi',
  'commission.clawback.type.performance': 'Bonus prestasi',
  'commission.clawback.type.leadership': 'Bonus kepimpinan',
  'payouts.negativeBalance':
    'Baki anda {{balance}}: komisen pesanan yang dibayar balik telah ditarik semula. Ia dipulihkan daripada komisen anda yang seterusnya sebelum pembayaran.',
};
