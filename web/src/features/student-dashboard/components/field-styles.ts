export { nativeFieldStyles } from '@/components/ui/native-field-styles';
