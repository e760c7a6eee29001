import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

type MantineAnchorLinkProps = AnchorProps & Omit<ComponentPropsWithRef<'a'>, keyof AnchorProps>;
type MantineButtonLinkProps = ButtonProps & Omit<ComponentPropsWithRef<'a'>, keyof ButtonProps>;

function MantineAnchor(props: MantineAnchorLinkProps) {
  return <Anchor {...props} />;
}

function MantineButtonAnchor(props: MantineButtonLinkProps) {
  return <Button component="a" {...props} />;
}

const CreatedAnchorLink = createLink(MantineAnchor);
const CreatedButtonLink = createLink(MantineButtonAnchor);

/** A Mantine `Anchor` that navigates with the router (typed `to`, base path applied). */
export const AnchorLink: LinkComponent<typeof MantineAnchor> = (props) => <CreatedAnchorLink preload="intent" {...props} />;

/** A Mantine `Button` that navigates with the router. */
export const ButtonLink: LinkComponent<typeof MantineButtonAnchor> = (props) => (
  <CreatedButtonLink preload="intent" {...props} />
);
