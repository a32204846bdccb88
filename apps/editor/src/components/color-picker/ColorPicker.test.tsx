// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ColorPicker } from './ColorPicker';

afterEach(cleanup);

function Harness({
  initial,
  alpha,
  onChange,
}: {
  initial: string;
  alpha?: boolean;
  onChange: (hex: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <ColorPicker
      label="Accent colour"
      value={value}
      alpha={alpha}
      onChange={(hex) => {
        setValue(hex);
        onChange(hex);
      }}
    />
  );
}

describe('ColorPicker', () => {
  test('has the seed’s labelled parts: Color Map, Hue, Alpha, Hex, RGB, HSL, Saturation, Lightness, swatches', () => {
    render(<Harness initial="#2c4a3f" alpha onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'Accent colour' });
    expect(group).toBeTruthy();
    for (const name of ['Color Map', 'Hue', 'Alpha'])
      expect(screen.getByRole('slider', { name })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Hex').value).toBe('#2c4a3f');
    expect(screen.getByLabelText<HTMLInputElement>('RGB').value).toBe('44, 74, 63');
    expect(screen.getByLabelText<HTMLInputElement>('HSL').value).toBe('158, 25%, 23%');
    expect(screen.getByLabelText<HTMLInputElement>('Saturation').value).toBe('25%');
    expect(screen.getByLabelText<HTMLInputElement>('Lightness').value).toBe('23%');
    expect(screen.getByRole('group', { name: 'Preset swatches' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Forest #2c4a3f' }).getAttribute('aria-pressed')).toBe('true');
  });

  test('without alpha there is no Alpha slider and eight hex digits are refused', () => {
    const onChange = vi.fn();
    render(<Harness initial="#2c4a3f" onChange={onChange} />);
    expect(screen.queryByRole('slider', { name: 'Alpha' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Hex'), { target: { value: '#2c4a3f80' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a colour as # and six hex digits, e.g. #1f2933.')).toBeTruthy();
  });

  test('each text form changes the colour, and the others follow', () => {
    const onChange = vi.fn();
    render(<Harness initial="#2c4a3f" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('RGB'), { target: { value: '255, 0, 0' } });
    expect(onChange).toHaveBeenLastCalledWith('#ff0000');
    expect(screen.getByLabelText<HTMLInputElement>('HSL').value).toBe('0, 100%, 50%');
    fireEvent.change(screen.getByLabelText('Lightness'), { target: { value: '25' } });
    expect(onChange).toHaveBeenLastCalledWith('#800000');
    fireEvent.change(screen.getByLabelText('Saturation'), { target: { value: '0%' } });
    expect(onChange).toHaveBeenLastCalledWith('#404040');
    fireEvent.change(screen.getByLabelText('HSL'), { target: { value: '240, 100%, 50%' } });
    expect(onChange).toHaveBeenLastCalledWith('#0000ff');
    fireEvent.change(screen.getByLabelText('Hex'), { target: { value: 'F2C14E' } });
    expect(onChange).toHaveBeenLastCalledWith('#f2c14e');
    // What was typed stays while the input has focus; leaving it shows the colour in its own words.
    expect(screen.getByLabelText<HTMLInputElement>('Hex').value).toBe('F2C14E');
    fireEvent.blur(screen.getByLabelText('Hex'));
    expect(screen.getByLabelText<HTMLInputElement>('Hex').value).toBe('#f2c14e');
    fireEvent.click(screen.getByRole('button', { name: 'Rust #a4391d' }));
    expect(onChange).toHaveBeenLastCalledWith('#a4391d');
    expect(screen.getByLabelText<HTMLInputElement>('Hex').value).toBe('#a4391d');
  });

  test('the hue slider moves by keyboard', () => {
    const onChange = vi.fn();
    render(<Harness initial="#ff0000" onChange={onChange} />);
    const hue = screen.getByRole('slider', { name: 'Hue' });
    fireEvent.keyDown(hue, { key: 'ArrowRight', keyCode: 39, which: 39 });
    expect(onChange).toHaveBeenCalled();
    expect(onChange.mock.lastCall?.[0]).not.toBe('#ff0000');
  });

  test('keeps alpha through RGB and HSL edits', () => {
    const onChange = vi.fn();
    render(<Harness initial="#ff000080" alpha onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('RGB'), { target: { value: '0, 0, 255' } });
    expect(onChange).toHaveBeenLastCalledWith('#0000ff80');
  });
});
