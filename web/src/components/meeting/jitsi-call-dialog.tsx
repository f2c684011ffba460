// The in-app call on a Jitsi room. Loaded only when someone presses 'Join' (React.lazy), so
// @jitsi/react-sdk stays out of the dashboards' initial JavaScript.
import { meetingPlaceTexts } from '@appointments/domain';
import { Text } from '@chakra-ui/react';
import { JitsiMeeting } from '@jitsi/react-sdk';
import { ModalDialog } from '@/components/ui/modal-dialog';

export interface JitsiCallDialogProps {
  domain: string;
  roomName: string;
  displayName: string;
  onClose(): void;
}

export default function JitsiCallDialog({ domain, roomName, displayName, onClose }: JitsiCallDialogProps) {
  return (
    <ModalDialog
      open
      onClose={onClose}
      title={meetingPlaceTexts.callTitle}
      closeLabel={meetingPlaceTexts.closeCall}
    >
      <JitsiMeeting
        domain={domain}
        roomName={roomName}
        userInfo={{ displayName, email: '' }}
        configOverwrite={{ prejoinConfig: { enabled: true }, disableDeepLinking: true }}
        spinner={() => <Text role="status">{meetingPlaceTexts.loadingCall}</Text>}
        onReadyToClose={onClose}
        getIFrameRef={(node) => {
          node.style.height = '60vh';
          node.style.width = '100%';
        }}
      />
    </ModalDialog>
  );
}
