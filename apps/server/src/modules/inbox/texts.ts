import type { TInboxLanguage } from '@portal/contracts/inbox';

/** What a system message's template needs: amounts already written for the reader, other values as they are. */
type Vars = Record<string, string>;
type Template = { title: (v: Vars) => string; body: (v: Vars) => string };

/** The platform's own messages in the six shipped languages; `{amount}` arrives formatted in the reader's language. */
export const systemTexts: Record<string, Record<TInboxLanguage, Template>> = {
  contract_offered: {
    pt: {
      title: () => 'Nova proposta de contrato',
      body: (v) =>
        `${v.from} ofereceu a você um contrato com taxa de até ${v.rate}%. Aceite ou recuse em Pedidos de contrato.`,
    },
    en: {
      title: () => 'New contract offer',
      body: (v) =>
        `${v.from} offered you a contract at a rate of up to ${v.rate}%. Accept or reject it in Contract requests.`,
    },
    cn: {
      title: () => '新的合约邀请',
      body: (v) => `${v.from} 向您提供了比例最高 ${v.rate}% 的合约，请在合约申请中接受或拒绝。`,
    },
    id: {
      title: () => 'Tawaran kontrak baru',
      body: (v) =>
        `${v.from} menawarkan kontrak dengan tarif hingga ${v.rate}%. Terima atau tolak di Permintaan kontrak.`,
    },
    th: {
      title: () => 'ข้อเสนอสัญญาใหม่',
      body: (v) => `${v.from} เสนอสัญญาให้คุณ อัตราสูงสุด ${v.rate}% ยอมรับหรือปฏิเสธได้ที่คำขอสัญญา`,
    },
    vi: {
      title: () => 'Đề nghị hợp đồng mới',
      body: (v) =>
        `${v.from} đề nghị bạn một hợp đồng với tỷ lệ tối đa ${v.rate}%. Chấp nhận hoặc từ chối trong Yêu cầu hợp đồng.`,
    },
  },
  deposit_paid: {
    pt: { title: () => 'Depósito creditado', body: (v) => `Seu depósito de ${v.amount} foi aprovado e creditado.` },
    en: { title: () => 'Deposit credited', body: (v) => `Your deposit of ${v.amount} was approved and credited.` },
    cn: { title: () => '存款已到账', body: (v) => `您的 ${v.amount} 存款已审核通过并到账。` },
    id: { title: () => 'Deposit masuk', body: (v) => `Deposit Anda sebesar ${v.amount} telah disetujui dan masuk.` },
    th: { title: () => 'เงินฝากเข้าแล้ว', body: (v) => `เงินฝาก ${v.amount} ของคุณได้รับการอนุมัติและเข้าบัญชีแล้ว` },
    vi: { title: () => 'Đã cộng tiền nạp', body: (v) => `Khoản nạp ${v.amount} của bạn đã được duyệt và cộng vào ví.` },
  },
  withdrawal_paid: {
    pt: {
      title: () => 'Saque pago',
      body: (v) => `Seu saque de ${v.amount} foi pago. Confirme o recebimento no registro de saques.`,
    },
    en: {
      title: () => 'Withdrawal paid',
      body: (v) => `Your withdrawal of ${v.amount} was paid. Please confirm receipt in your withdrawal record.`,
    },
    cn: { title: () => '提款已支付', body: (v) => `您的 ${v.amount} 提款已支付，请在提款记录中确认收款。` },
    id: {
      title: () => 'Penarikan dibayar',
      body: (v) => `Penarikan Anda sebesar ${v.amount} telah dibayar. Konfirmasikan penerimaan di riwayat penarikan.`,
    },
    th: {
      title: () => 'จ่ายเงินถอนแล้ว',
      body: (v) => `การถอนเงิน ${v.amount} ของคุณจ่ายแล้ว โปรดยืนยันการรับเงินในประวัติการถอน`,
    },
    vi: {
      title: () => 'Đã thanh toán rút tiền',
      body: (v) =>
        `Khoản rút ${v.amount} của bạn đã được thanh toán. Vui lòng xác nhận đã nhận trong lịch sử rút tiền.`,
    },
  },
  redemption_approved: {
    pt: {
      title: () => 'Resgate aprovado',
      body: (v) => `Seu resgate de ${v.points} pontos foi aprovado e será enviado.${v.note ? `\n\n${v.note}` : ''}`,
    },
    en: {
      title: () => 'Redemption approved',
      body: (v) =>
        `Your redemption of ${v.points} points was approved and will be sent.${v.note ? `\n\n${v.note}` : ''}`,
    },
    cn: {
      title: () => '兑换已批准',
      body: (v) => `您用 ${v.points} 积分的兑换已批准，将尽快寄出。${v.note ? `\n\n${v.note}` : ''}`,
    },
    id: {
      title: () => 'Penukaran disetujui',
      body: (v) => `Penukaran ${v.points} poin Anda disetujui dan akan dikirim.${v.note ? `\n\n${v.note}` : ''}`,
    },
    th: {
      title: () => 'อนุมัติการแลกแล้ว',
      body: (v) => `การแลก ${v.points} คะแนนของคุณได้รับอนุมัติและจะจัดส่งให้${v.note ? `\n\n${v.note}` : ''}`,
    },
    vi: {
      title: () => 'Đổi thưởng đã được duyệt',
      body: (v) =>
        `Yêu cầu đổi ${v.points} điểm của bạn đã được duyệt và sẽ được gửi đi.${v.note ? `\n\n${v.note}` : ''}`,
    },
  },
  redemption_rejected: {
    pt: {
      title: () => 'Resgate recusado',
      body: (v) =>
        `Seu resgate de ${v.points} pontos foi recusado; os pontos voltaram ao seu saldo.${v.note ? `\n\n${v.note}` : ''}`,
    },
    en: {
      title: () => 'Redemption declined',
      body: (v) =>
        `Your redemption of ${v.points} points was declined; the points are back in your balance.${v.note ? `\n\n${v.note}` : ''}`,
    },
    cn: {
      title: () => '兑换未通过',
      body: (v) => `您用 ${v.points} 积分的兑换未通过，积分已退回。${v.note ? `\n\n${v.note}` : ''}`,
    },
    id: {
      title: () => 'Penukaran ditolak',
      body: (v) =>
        `Penukaran ${v.points} poin Anda ditolak; poin sudah kembali ke saldo Anda.${v.note ? `\n\n${v.note}` : ''}`,
    },
    th: {
      title: () => 'การแลกถูกปฏิเสธ',
      body: (v) => `การแลก ${v.points} คะแนนของคุณถูกปฏิเสธ คะแนนได้คืนเข้ายอดของคุณแล้ว${v.note ? `\n\n${v.note}` : ''}`,
    },
    vi: {
      title: () => 'Đổi thưởng bị từ chối',
      body: (v) =>
        `Yêu cầu đổi ${v.points} điểm của bạn bị từ chối; điểm đã được hoàn lại.${v.note ? `\n\n${v.note}` : ''}`,
    },
  },
  feedback_answered: {
    pt: { title: () => 'Resposta ao seu feedback', body: (v) => `Sobre o seu feedback (${v.type}):\n\n${v.answer}` },
    en: { title: () => 'Reply to your feedback', body: (v) => `About your feedback (${v.type}):\n\n${v.answer}` },
    cn: { title: () => '您的反馈已回复', body: (v) => `关于您的反馈（${v.type}）：\n\n${v.answer}` },
    id: { title: () => 'Balasan untuk masukan Anda', body: (v) => `Tentang masukan Anda (${v.type}):\n\n${v.answer}` },
    th: { title: () => 'ตอบกลับความคิดเห็นของคุณ', body: (v) => `เกี่ยวกับความคิดเห็นของคุณ (${v.type}):\n\n${v.answer}` },
    vi: { title: () => 'Phản hồi góp ý của bạn', body: (v) => `Về góp ý của bạn (${v.type}):\n\n${v.answer}` },
  },
};

/** The complaint types by name, for the feedback-answered message. */
export const feedbackTypeNames: Record<TInboxLanguage, Record<string, string>> = {
  pt: {
    deposit: 'Depósito',
    withdrawal: 'Saque',
    game: 'Jogo',
    customer_service: 'Atendimento',
    application: 'Aplicativo',
    other: 'Outro',
  },
  en: {
    deposit: 'Deposit',
    withdrawal: 'Withdrawal',
    game: 'Game',
    customer_service: 'Customer service',
    application: 'Application',
    other: 'Other',
  },
  cn: {
    deposit: '存款',
    withdrawal: '提款',
    game: '游戏',
    customer_service: '客服',
    application: '应用',
    other: '其他',
  },
  id: {
    deposit: 'Deposit',
    withdrawal: 'Penarikan',
    game: 'Permainan',
    customer_service: 'Layanan pelanggan',
    application: 'Aplikasi',
    other: 'Lainnya',
  },
  th: {
    deposit: 'ฝากเงิน',
    withdrawal: 'ถอนเงิน',
    game: 'เกม',
    customer_service: 'บริการลูกค้า',
    application: 'แอปพลิเคชัน',
    other: 'อื่น ๆ',
  },
  vi: {
    deposit: 'Nạp tiền',
    withdrawal: 'Rút tiền',
    game: 'Trò chơi',
    customer_service: 'Chăm sóc khách hàng',
    application: 'Ứng dụng',
    other: 'Khác',
  },
};
