// The toast container and its styles, in a chunk loaded after the first paint: the stylesheet is then no
// render-blocking <link> in any page's head.
import { TOAST_AUTO_CLOSE_MS } from '@appointments/domain';
import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import './toasts.css';
import { toastContainerMounted } from '@/lib/notify';

export default function MountedToastContainer() {
  useEffect(() => toastContainerMounted(), []);
  return <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} />;
}
