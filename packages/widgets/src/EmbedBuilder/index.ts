export {
  EmbedBuilder,
  embedBuilderDefaults,
  type EmbedBuilderEdit,
  type EmbedBuilderOptions,
  type EmbedBuilderProps,
  type EmbedBuilderValues,
} from './EmbedBuilder';
