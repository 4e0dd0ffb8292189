import { expect } from 'chai';
import userEvent from '@testing-library/user-event';
import { getByRole } from '@testing-library/dom';
import { states } from '../fixtures/schools';
import { fn } from '../testing/fn';
import { render } from '../testing/render';
import { testStories } from '../testing/stories';
import * as stories from './Select.stories';
import { SeasonSelect } from './SeasonSelect';
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

describe('SeasonSelect', () => {
  it('offers no empty choice once a season is shown, and one before', () => {
    const seasons = ['2026-2027', '2025-2026'];
    const chosen = render(
      <SeasonSelect seasons={seasons} season="2026-2027" onChange={() => {}} />,
    );
    expect(
      [...chosen.container.querySelectorAll('option')].map((o) => o.textContent),
    ).to.deep.equal(['26-27', '25-26']);
    chosen.unmount();
    const none = render(<SeasonSelect seasons={seasons} season={null} onChange={() => {}} />);
    expect(none.container.querySelector('option')?.textContent).to.equal('Choose Season');
  });
});
