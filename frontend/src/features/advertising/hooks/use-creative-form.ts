import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useSaveCreative } from '../api/creatives';
import { startFunnel } from '../api/start-funnel';
import {
  CLEAN_TEXT_FIELD,
  cleanPrice,
  creativeErrors,
  mediaFields,
  normaliseLink,
  serverFieldErrors,
  type CreativeField,
  type CreativeUploadType,
  type CreativeValues,
  type FieldError,
  type TextField,
} from '../lib/creative-fields';
import { advertisingMessages } from '../lib/funnel-messages';
import { confirmationPath } from '../lib/funnel-paths';
import { funnelTempId } from '../lib/funnel-session';

export interface CreativeFormOptions {
  /** The temporary id of the create routes' address; null on the /product-pitch/creative/… routes. */
  routeTempId: string | null;
  creative: number | 'new';
  /** The campaign the creative belongs to, once there is one. */
  campaign: number | null;
  /** The funnel id the server sent with the creative to its advertiser: images of a campaign are uploaded under it. */
  campaignTempId: string | null;
  initial: CreativeValues;
}


/**
 * The creative editor's state: the values as typed (cut and cleaned as spec section 5 has it), the problems found
 * before saving or named by the server, and the save itself. A refused save moves focus to the first field named, or
 * to the alert, so it is read and can be fixed; a save that goes through opens the campaign's confirmation.
 */
export function useCreativeForm({ routeTempId, creative, campaign, campaignTempId, initial }: CreativeFormOptions) {
  const navigate = useNavigate();
  const save = useSaveCreative();
  const [values, setValues] = useState<CreativeValues>(initial);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [alert, setAlert] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const alertBox = useRef<HTMLDivElement>(null);
  // The funnel's id, when this page has it: from the address, or from this tab's funnel that made the campaign. An
  // editor opened with neither (a visitor's /product-pitch/creative/new) starts a funnel when it first needs one.
  const claimed = useRef<string | null>(routeTempId ?? funnelTempId(campaign) ?? campaignTempId);
  const fresh = useRef<string | null>(null);
  const base = useId();
  const ids = {
    upload_type: `${base}-upload-type`,
    image: `${base}-image`,
    gif: `${base}-gif`,
    embed: `${base}-embed`,
    title: `${base}-title`,
    content: `${base}-content`,
    price: `${base}-price`,
    link: `${base}-link`,
  } satisfies Record<CreativeField, string>;

  useEffect(() => {
    if (attempt === 0) return;
    const first = errors[0];
    if (first) document.getElementById(ids[first.field])?.focus();
    else alertBox.current?.focus();
  }, [attempt]);

  /** The temporary id the image is uploaded and cropped under. */
  async function tempId(): Promise<string> {
    if (claimed.current) return claimed.current;
    fresh.current ??= (await startFunnel()).temp_id;
    return fresh.current;
  }

  /**
   * The temporary id sent with the save: the funnel's, or for a campaign not yet made the one just started. The
   * advertiser of a campaign that exists may leave it out (the server knows whose it is).
   */
  async function saveTempId(): Promise<string | null> {
    if (claimed.current) return claimed.current;
    return campaign === null ? tempId() : null;
  }

  const errorFor = (field: CreativeField) => errors.find((error) => error.field === field)?.message ?? null;
  const errorId = (field: CreativeField) => `${ids[field]}-error`;

  function change(field: TextField, value: string) {
    setValues((current) => ({ ...current, [field]: CLEAN_TEXT_FIELD[field](value) }));
    if (errorFor(field)) setErrors((current) => current.filter((error) => error.field !== field));
  }

  /** A media value is set: its field's error (and any of the other media) no longer applies. */
  function setMedia(change: Partial<Pick<CreativeValues, 'uploadType' | 'image' | 'gif' | 'embed'>>) {
    setValues((current) => ({ ...current, ...change }));
    setErrors((current) => current.filter((error) => !['upload_type', 'image', 'gif', 'embed'].includes(error.field)));
  }
  const setImage = (image: string) => setMedia({ image });
  const setGif = (gif: string) => setMedia({ gif });
  const setEmbed = (embed: string) => setMedia({ embed });
  const setUploadType = (uploadType: CreativeUploadType) => setMedia({ uploadType });

  /** Spec section 5: a link typed without its scheme gets http:// once the field is left. */
  function tidyLink() {
    if (values.link.trim()) setValues((current) => ({ ...current, link: normaliseLink(current.link) }));
  }

  function refuse(fieldErrors: FieldError[], message: string | null) {
    setErrors(fieldErrors);
    setAlert(message);
    setAttempt((n) => n + 1);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const found = creativeErrors(values);
    if (found.length > 0) return refuse(found, null);
    setErrors([]);
    setAlert(null);
    save.mutate(
      {
        tempId: saveTempId,
        campaign,
        creative,
        title: values.title.trim(),
        content: values.content.trim(),
        price: cleanPrice(values.price),
        link: normaliseLink(values.link),
        media: mediaFields(values),
      },
      {
        onSuccess: (saved) => navigate(confirmationPath(saved.campaign_id)),
        onError: (reason) => {
          const server = reason instanceof ApiError ? reason : null;
          const placed = serverFieldErrors(server?.serverError, server?.fields ?? []);
          refuse(placed, placed.length > 0 ? null : (server?.serverError ?? advertisingMessages.campaignNotCreated));
        },
      },
    );
  }

  return { base, ids, values, alert, alertBox, saving: save.isPending, errorFor, errorId, change, setImage, setGif, setEmbed, setUploadType, tidyLink, tempId, submit };
}

export type CreativeForm = ReturnType<typeof useCreativeForm>;
