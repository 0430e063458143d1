import { Switch } from '@mantine/core';
import { meetUpTexts } from '../../../domain/meet-up-texts';
import { useSellerMeetUp, useSetSellerMeetUp } from '../../api/meet-up';
import { toastError, toastSuccess } from '../../components/toast';

/** Whether buyers may pay this seller in person; saved as soon as it is switched. */
export function MeetUpSettingSwitch() {
  const setting = useSellerMeetUp();
  const save = useSetSellerMeetUp();
  if (!setting.data) return null;
  return (
    <Switch
      label={meetUpTexts.settingLabel}
      description={meetUpTexts.settingDescription}
      checked={setting.data.enabled}
      disabled={save.isPending}
      onChange={(event) =>
        save.mutate(
          { enabled: event.currentTarget.checked },
          {
            onSuccess: ({ enabled }) =>
              toastSuccess(meetUpTexts.settingSaved(enabled), { subject: 'meet-up' }),
            onError: (error) => toastError(error, { subject: 'meet-up' }),
          },
        )
      }
    />
  );
}
