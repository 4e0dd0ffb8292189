export { AvatarEditor, type AvatarEditorProps } from './AvatarEditor';
export { ReportingAccuracy, type ReportingAccuracyProps } from './ReportingAccuracy';
export { RoleList, type RoleListEntry, type RoleListProps } from './RoleList';
