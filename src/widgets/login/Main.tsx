import { useId } from 'react';
import { Heading, Logo } from '../../ui/Container';
import { Divider } from '../../ui/Divider';
import { Banner } from '../../ui/Feedback';
import { segmentsOf, useLang, useMessages } from '../../screens/messages';
import type { ScreenProps } from '../../login/screenProps';
import type { MainStep } from '../../login/steps';
import { FormBlock } from './FormBlock';

/**
 * Main: logo, header, the banner, then the blocks the product table decides (login/compose.ts
 * `mainBlocksOf`): the passkey button, the social/wallet group, the 'or' divider and the form.
 */
export function Main({ model, theme }: ScreenProps<MainStep>) {
  const t = useMessages(model.strings.value);
  const lang = useLang();
  const errorId = `${useId()}-error`;
  return (
    <>
      {theme.logoImageUrl && <Logo src={theme.logoImageUrl} />}
      {/* A configuration error is all the card shows: it keeps its heading (issue 9). */}
      {(!theme.hideHeaderText || model.configError) && <Heading>{t.header}</Heading>}
      <Banner id={errorId} segments={segmentsOf(t, model.error.value, lang)} info={model.error.value?.info} />
      {model.blocks.map((block) => {
        if (block.kind === 'form') return <FormBlock key="form" model={model} errorId={errorId} />;
        if (block.kind === 'divider') return <Divider key="divider" label={t.or} />;
        const { name, Block } = block;
        return <Block key={name} model={model} product={model.products[name]!} />;
      })}
    </>
  );
}
