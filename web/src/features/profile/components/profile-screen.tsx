import { profileTexts } from '@appointments/domain';
import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ProfileCard } from '@/components/ui/profile-card';
import { FieldGrid } from './field-grid';
import { InfoList } from './info-list';
import { ListField } from './list-field';
import { ProfileField } from './profile-field';
import { ProfileHeader } from './profile-header';
import { ProfileLayout } from './profile-layout';
import { SocialLinks } from './social-links';
import { bindField, type ProfileEditor } from './use-profile-editor';

/** The fields every role's profile form has. */
type CommonField = 'name' | 'profile.phone' | 'profile.bio' | 'profile.socialLinks.linkedin';

interface SidePanel {
  id: string;
  title: string;
}

interface ProfileScreenProps<F extends string> {
  editor: ProfileEditor<F | CommonField>;
  account: { name: string; email: string; profile: { profilePicture: string | null } };
  subtitle: string;
  /** Beside the subtitle (the teacher's rating). */
  badges?: ReactNode;
  onUpload(file: File): Promise<void>;
  /** Personal Information's fields after name, email and phone. */
  personal: ReactNode;
  /** Academic Information's fields. */
  academic: ReactNode;
  /** Sections after About Me. */
  moreSections?: ReactNode;
  /** The side panel of read-only figures. */
  summary: SidePanel & { items: ReadonlyArray<{ label: string; value: string }> };
  /** The side panel of a list typed as comma-separated text. */
  listPanel: SidePanel & { field: F };
  /** The Social Links panel's link beside LinkedIn. */
  otherLink: { field: F; label: string };
}

/**
 * A profile in view or edit mode: the header with the picture and Edit Profile or Save and Cancel, the form's
 * sections beside the side panels. What differs by role is passed in.
 */
export function ProfileScreen<F extends string>(props: ProfileScreenProps<F>) {
  const { editor, account, summary, listPanel } = props;
  return (
    <chakra.form ref={editor.formRef} noValidate onSubmit={editor.submit}>
      <ProfileHeader
        name={account.name}
        email={account.email}
        picture={account.profile.profilePicture}
        subtitle={props.subtitle}
        badges={props.badges}
        editing={editor.editing}
        saving={editor.saving}
        onEdit={editor.start}
        onCancel={editor.cancel}
        onUpload={props.onUpload}
      />
      <ProfileLayout
        main={
          <>
            <ProfileCard id="personal" title={profileTexts.personalInformation}>
              <FieldGrid editing={editor.editing}>
                <ProfileField {...bindField(editor, 'name')} label={profileTexts.fullName} />
                <ProfileField
                  field="email"
                  label={profileTexts.email}
                  editing={editor.editing}
                  value={account.email}
                  readOnly
                  kind="email"
                  hint={profileTexts.emailNote}
                  onChange={() => {}}
                />
                <ProfileField {...bindField(editor, 'profile.phone')} label={profileTexts.phone} kind="tel" />
                {props.personal}
              </FieldGrid>
            </ProfileCard>
            <ProfileCard id="academic" title={profileTexts.academicInformation}>
              <FieldGrid editing={editor.editing}>{props.academic}</FieldGrid>
            </ProfileCard>
            <ProfileCard id="about" title={profileTexts.aboutMe}>
              <FieldGrid editing={editor.editing}>
                <ProfileField
                  {...bindField(editor, 'profile.bio')}
                  label={profileTexts.bio}
                  kind="textarea"
                  placeholder={profileTexts.bioPlaceholder}
                  wide
                />
              </FieldGrid>
            </ProfileCard>
            {props.moreSections}
          </>
        }
        side={
          <>
            <ProfileCard id={summary.id} title={summary.title}>
              <InfoList items={summary.items} />
            </ProfileCard>
            <ProfileCard id={listPanel.id} title={listPanel.title}>
              <ListField editor={editor} field={listPanel.field} label={listPanel.title} bare />
            </ProfileCard>
            <ProfileCard id="social-links" title={profileTexts.socialLinks}>
              <SocialLinks
                editor={editor}
                links={[
                  { field: 'profile.socialLinks.linkedin', label: profileTexts.linkedin },
                  props.otherLink,
                ]}
              />
            </ProfileCard>
          </>
        }
      />
    </chakra.form>
  );
}
