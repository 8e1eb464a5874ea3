import { render } from '@testing-library/react';
import { releaseRadio, releaseRadiosWithin } from './radio-groups';

/**
 * Chromium's fault itself (removed radios kept by a shadow root) is measured in the browser
 * (test/e2e/dom-leak.spec.ts, `npm run bench -- --only=dom`); here: the names go while the radios
 * are still in the page, which is what takes them out of their groups there.
 */
function namesDroppedWhileConnected(radios: HTMLInputElement[]) {
  const connectedAtDrop: boolean[] = [];
  for (const radio of radios) {
    const drop = radio.removeAttribute.bind(radio);
    radio.removeAttribute = (name: string) => {
      if (name === 'name') connectedAtDrop.push(radio.isConnected);
      drop(name);
    };
  }
  return connectedAtDrop;
}

describe('radio release on unmount', () => {
  it('drops each radio’s name before React removes it', () => {
    const view = render(
      <div>
        {['a', 'b'].map((v) => (
          <input key={v} ref={releaseRadio} type="radio" name="size" value={v} readOnly />
        ))}
      </div>,
    );
    const radios = [...view.container.querySelectorAll('input')];
    const connectedAtDrop = namesDroppedWhileConnected(radios);
    view.rerender(<div />);
    expect(connectedAtDrop).toEqual([true, true]);
    expect(radios.map((radio) => radio.hasAttribute('name'))).toEqual([false, false]);
  });

  it('drops the names of the radios inside a container that unmounts', () => {
    const view = render(
      <section>
        <fieldset ref={releaseRadiosWithin}>
          <input type="radio" name="stars" value="1" readOnly />
          <input type="checkbox" name="keep" readOnly />
        </fieldset>
      </section>,
    );
    const [radio, checkbox] = [...view.container.querySelectorAll('input')];
    const connectedAtDrop = namesDroppedWhileConnected([radio]);
    view.rerender(<section />);
    expect(connectedAtDrop[0]).toBe(true);
    expect(radio).not.toHaveAttribute('name');
    expect(checkbox).toHaveAttribute('name', 'keep');
  });
});
