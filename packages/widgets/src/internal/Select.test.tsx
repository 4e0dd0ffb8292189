import { expect } from 'chai';
import userEvent from '@testing-library/user-event';
import { getByRole } from '@testing-library/dom';
import { states } from '../fixtures/schools';
import { fn } from '../testing/fn';
import { render } from '../testing/render';
import { testStories } from '../testing/stories';
import * as stories from './Select.stories';
import { Select } from './Select';

testStories(stories);

describe('Select', () => {
  it('is labelled, shows the chosen option and raises ids, null for the placeholder', async () => {
    const onChange = fn<[string | null]>();
    const { container } = render(
      <Select
        label="State"
        placeholder="Choose State"
        options={states}
        value={1}
        onChange={onChange}
      />,
    );
    const select = getByRole(container, 'combobox', { name: 'State' }) as HTMLSelectElement;
    expect(select.value).to.equal('1');
    await userEvent.selectOptions(select, 'Virginia');
    await userEvent.selectOptions(select, 'Choose State');
    expect(onChange.calls).to.deep.equal([['4'], [null]]);
  });
});
