import { expect } from 'chai';
import userEvent from '@testing-library/user-event';
import { getByRole, getByText } from '@testing-library/dom';
import { MESSAGES } from '@csz/core/display';
import { fn } from '../testing/fn';
import { render } from '../testing/render';
import { testStories } from '../testing/stories';
import * as stories from './Chrome.stories';
import { ErrorBoundary } from './ErrorBoundary';
import { AlreadyAuthorized, LoadingScreen, NotAuthorized, NotFound } from './Panels';

testStories(stories);

function Boom(): never {
  throw new Error('boom');
}

describe('ErrorBoundary', () => {
  it("shows 'Something went wrong.' with a Reload link to the home page, and reports the error", () => {
    const onError = fn<[unknown, unknown]>();
    const { container } = render(
      <ErrorBoundary onError={onError}>
        <Boom />
      </ErrorBoundary>,
    );
    expect(getByRole(container, 'alert').textContent).to.contain(MESSAGES.somethingWentWrong);
    expect(getByRole(container, 'link', { name: 'Reload' }).getAttribute('href')).to.equal('/');
    expect((onError.calls[0]![0] as Error).message).to.equal('boom');
  });

  it('shows its children when nothing fails', () => {
    const { container } = render(
      <ErrorBoundary>
        <p>fine</p>
      </ErrorBoundary>,
    );
    expect(getByText(container, 'fine')).to.exist;
  });
});

describe('panels', () => {
  it("say 'Loading...', 'Not Authorized', 'Already Authorized' and the 404 text", async () => {
    expect(getByRole(render(<LoadingScreen />).container, 'status').textContent).to.equal(
      'Loading...',
    );
    const onLogIn = fn();
    const notAuthorized = render(<NotAuthorized onLogIn={onLogIn} />).container;
    expect(getByRole(notAuthorized, 'heading', { name: 'Not Authorized' })).to.exist;
    await userEvent.click(getByRole(notAuthorized, 'button', { name: 'Log in' }));
    expect(onLogIn.calls).to.have.length(1);
    const onLogOut = fn();
    const already = render(<AlreadyAuthorized onLogOut={onLogOut} />).container;
    await userEvent.click(getByRole(already, 'button', { name: 'Log Out' }));
    expect(onLogOut.calls).to.have.length(1);
    expect(getByRole(render(<NotFound />).container, 'heading').textContent).to.equal(
      "(404) The page you've requested is not found.",
    );
  });
});
