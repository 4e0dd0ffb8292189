import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImagePicker, type ImagePickerProps } from './ImagePicker';

/** A 1 by 1 px PNG, as a file a reader picked (the previews read it on the device). */
function photo(name: string): File {
  const png = Uint8Array.from(
    atob(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    ),
    (c) => c.charCodeAt(0),
  );
  return new File([png], name, { type: 'image/png' });
}

/** The picker with the pictures it holds kept in state, as a form keeps them. */
function Picker({ images: first, ...props }: ImagePickerProps) {
  const [images, setImages] = useState<File[]>([...first]);
  return <ImagePicker {...props} images={images} onChange={setImages} />;
}

const meta = {
  title: 'Community/ImagePicker',
  component: ImagePicker,
  render: (args) => <Picker {...args} />,
  args: { label: 'Photos', images: [], onChange: () => {} },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImagePicker>;

export default meta;
type Story = StoryObj<typeof ImagePicker>;

export const Empty: Story = {};
export const WithPhotos: Story = {
  args: { images: [photo('scoreboard.png'), photo('team-huddle-after-the-final-whistle.png')] },
};
export const Required: Story = { args: { error: 'Required' } };
export const Disabled: Story = { args: { images: [photo('scoreboard.png')], disabled: true } };
