import type { TMallItem } from '@portal/contracts/points';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useMoney, useNumbers } from '../../shared/ui/Amount.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import { TextField } from '../../shared/ui/TextField.tsx';
import { notify } from '../../shared/ui/toast.tsx';
import { newRequestId, useSpend } from './api.ts';
import { PasswordField } from './PasswordField.tsx';

/** Confirms a redemption with the payment password (and a delivery address for goods). */
export function RedeemDialog({ item, points, onClose }: { item: TMallItem; points: number; onClose(): void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { count } = useNumbers();
  const [password, setPassword] = useState('');
  const [address, setAddress] = useState('');
  const request = useRef(newRequestId());
  const redeem = useSpend('MCSFE_redeemPointReward');
  const physical = item.kind === 'physical';
  const ready = password.length === 6 && (!physical || address.trim().length >= 5);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    redeem.mutate(
      {
        itemId: item.id,
        paymentPassword: password,
        requestId: request.current,
        ...(physical ? { address: address.trim() } : {}),
      },
      {
        onSuccess: (v) => {
          void notify({
            kind: 'success',
            title: t('points.redeemed', { name: item.name }),
            ...(v.redemption.status === 'in_process' ? { description: t('points.inProcessNote') } : {}),
          });
          onClose();
        },
      },
    );
  };
  return (
    <Modal title={t('points.dialogTitle')} onClose={onClose} size="sm">
      <form className="pm-redeem" onSubmit={submit}>
        <div className="pm-redeem-item">
          <img src={item.art} alt="" width={120} height={90} />
          <div>
            <p className="pm-name">{item.name}</p>
            <p className="pm-desc">{t(`points.kind.${item.kind}`)}</p>
          </div>
        </div>
        <dl className="pm-sum">
          <dt>{t('points.price')}</dt>
          <dd className="num">{t('points.points', { count: item.price, countText: count(item.price) })}</dd>
          {item.cashValue && (
            <>
              <dt>{t('points.youGet')}</dt>
              <dd className="num win">{money(item.cashValue)}</dd>
            </>
          )}
          <dt>{t('points.after')}</dt>
          <dd className="num">{count(Math.max(0, points - item.price))}</dd>
        </dl>
        {physical && (
          <TextField
            label={t('points.address')}
            hint={t('points.addressHint')}
            autoComplete="street-address"
            maxLength={200}
            required
            value={address}
            onChange={(e) => setAddress(e.target.value)}
          />
        )}
        <PasswordField value={password} onChange={setPassword} />
        {redeem.isError && (
          <p className="field-error" role="alert">
            {errorText(t, redeem.error)}
          </p>
        )}
        <div className="pm-actions">
          <Button variant="secondary" onClick={onClose}>
            {t('points.cancel')}
          </Button>
          <Button type="submit" loading={redeem.isPending} disabled={!ready}>
            {t('points.confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
