import type { Reply, SandboxRequest } from '../core/types';
import type { YandexCaller } from './auth';
import { yandexError } from './errors';
import type { YandexCampaign } from './shops';

/** One offer of a `POST /v2/tariffs/calculate` request (CalculateTariffsOfferDTO). */
interface TariffOffer {
  categoryId: number;
  price: number;
  length: number;
  width: number;
  height: number;
  weight: number;
  quantity?: number;
}

interface TariffRequest {
  parameters: { campaignId?: number; sellingProgram?: string; frequency?: string };
  offers: TariffOffer[];
}

/**
 * The sandbox's own tariff sheet: deterministic and of the real services' sizes, not Yandex
 * Market's published rates (which change every few months and depend on the category tree).
 * The placement fee (FEE) depends on the category, so two offers at one price can differ, as
 * on the real Маркет, and differ from the product's typical tariffs (15 %, 60 ₽).
 */
const FEE_PERCENT_BY_CATEGORY_STEP = [4.5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17] as const;
const AGENCY_COMMISSION_PERCENT = 1;
const PAYMENT_TRANSFER_PERCENT = 0.8;
const DELIVERY_PERCENT = 5;
const DELIVERY_MAX_RUB = 500;
/** Обработка заказа for an FBS store (FBY's processing is in Маркет's warehouse fee). */
const FBS_SORTING_RUB = 45;

const rub = (amount: number): number => Math.round(amount * 100) / 100;

/** Placement fee, %: the category's step (the sandbox's categories are 91000 + 0…12). */
function feePercent(categoryId: number): number {
  const step = ((categoryId % 13) + 13) % 13;
  return FEE_PERCENT_BY_CATEGORY_STEP[step]!;
}

/** Volume weight, kg: the greater of the weight and the volume ÷ 5000 (cm³ → kg). */
function volumeWeight(offer: TariffOffer): number {
  return Math.max(offer.weight, (offer.length * offer.width * offer.height) / 5000);
}

function tariffsOf(offer: TariffOffer, placement: 'FBS' | 'FBY') {
  const percent = (type: string, share: number) => ({
    type,
    amount: rub((offer.price * share) / 100),
    currency: 'RUR',
    parameters: [
      { name: 'value', value: String(share) },
      { name: 'valueType', value: 'relative' },
    ],
  });
  const fixed = (type: string, amount: number) => ({
    type,
    amount: rub(amount),
    currency: 'RUR',
    parameters: [
      { name: 'value', value: String(rub(amount)) },
      { name: 'valueType', value: 'absolute' },
    ],
  });
  // Delivery: a share of the price, at least a figure growing with the volume weight.
  const deliveryMin = 13 + 7 * Math.ceil(volumeWeight(offer));
  const delivery = Math.min(
    DELIVERY_MAX_RUB,
    Math.max(deliveryMin, (offer.price * DELIVERY_PERCENT) / 100),
  );
  return [
    percent('FEE', feePercent(offer.categoryId)),
    percent('AGENCY_COMMISSION', AGENCY_COMMISSION_PERCENT),
    percent('PAYMENT_TRANSFER', PAYMENT_TRANSFER_PERCENT),
    fixed('DELIVERY_TO_CUSTOMER', delivery),
    ...(placement === 'FBS' ? [fixed('SORTING', FBS_SORTING_RUB)] : []),
  ];
}

/**
 * POST /v2/tariffs/calculate: the cost of Маркет's services per offer (≤ 200), in the order
 * asked. The store (campaignId) gives the model; a bare sellingProgram is taken as it says.
 * A campaign of another business answers 403, as every named id the key does not own.
 */
export function calculateTariffs(caller: YandexCaller, req: SandboxRequest): Reply {
  const { parameters, offers } = req.body as TariffRequest;
  const hasCampaign = parameters.campaignId !== undefined;
  if (hasCampaign === (parameters.sellingProgram !== undefined)) {
    return yandexError(400, 'BAD_REQUEST', 'Specify exactly one of campaignId and sellingProgram');
  }
  let placement: 'FBS' | 'FBY' = parameters.sellingProgram === 'FBY' ? 'FBY' : 'FBS';
  if (hasCampaign) {
    const campaign: YandexCampaign | undefined = caller.business.campaigns.find(
      (c) => c.id === parameters.campaignId,
    );
    if (!campaign) return yandexError(403, 'FORBIDDEN', 'Access denied');
    placement = campaign.placementType;
  }
  const result = offers.map((offer) => ({
    offer: { ...offer, quantity: offer.quantity ?? 1 },
    tariffs: tariffsOf(offer, placement),
  }));
  return { status: 200, body: { status: 'OK', result: { offers: result } } };
}
