/** Versioned commission plans and their simulation (issue 24): refusals and answers. */
export const commissionPlanEn = {
  'commission.plan.noDraft': 'There is no draft plan. Edit the plan to start one.',
  'commission.plan.effectiveMonthPast':
    'A plan takes effect from a future month: choose {{month}} or later. Months already counting keep their plan.',
  'commission.plan.monthNotClosed': '{{month}} is not closed. A simulation runs over a closed month.',
  'commission.plan.versionNotFound': 'This plan version does not exist.',
  'commission.plan.draftSaved': 'Draft saved. It changes nothing until you publish it.',
  'commission.plan.draftDeleted': 'Draft deleted.',
  'commission.plan.published': 'Version {{number}} published: in force from {{month}}.',
  'commission.plan.simulationFailed': 'The simulation stopped. Please run it again.',
};

export const commissionPlanId: Record<keyof typeof commissionPlanEn, string> = {
  'commission.plan.noDraft': 'Belum ada draf paket. Ubah paket untuk memulainya.',
  'commission.plan.effectiveMonthPast':
    'Paket berlaku mulai bulan mendatang: pilih {{month}} atau sesudahnya. Bulan yang sudah berjalan tetap memakai paketnya.',
  'commission.plan.monthNotClosed': '{{month}} belum ditutup. Simulasi dijalankan atas bulan yang sudah ditutup.',
  'commission.plan.versionNotFound': 'Versi paket ini tidak ada.',
  'commission.plan.draftSaved': 'Draf disimpan. Tidak ada yang berubah sampai Anda menerbitkannya.',
  'commission.plan.draftDeleted': 'Draf dihapus.',
  'commission.plan.published': 'Versi {{number}} diterbitkan: berlaku mulai {{month}}.',
  'commission.plan.simulationFailed': 'Simulasi berhenti. Silakan jalankan lagi.',
};

export const commissionPlanMs: Record<keyof typeof commissionPlanEn, string> = {
  'commission.plan.noDraft': 'Tiada draf pelan. Ubah pelan untuk memulakannya.',
  'commission.plan.effectiveMonthPast':
    'Pelan berkuat kuasa mulai bulan hadapan: pilih {{month}} atau selepasnya. Bulan yang sedang dikira kekal dengan pelannya.',
  'commission.plan.monthNotClosed': '{{month}} belum ditutup. Simulasi dijalankan ke atas bulan yang telah ditutup.',
  'commission.plan.versionNotFound': 'Versi pelan ini tidak wujud.',
  'commission.plan.draftSaved': 'Draf disimpan. Tiada apa yang berubah sehingga anda menerbitkannya.',
  'commission.plan.draftDeleted': 'Draf dipadam.',
  'commission.plan.published': 'Versi {{number}} diterbitkan: berkuat kuasa mulai {{month}}.',
  'commission.plan.simulationFailed': 'Simulasi terhenti. Sila jalankan semula.',
};
