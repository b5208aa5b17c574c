import { Modal, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shoppingCentres, type ShoppingCentre, centreName } from '#contracts/shopping-centres.ts';
import classes from './mall.module.css';

/**
 * 'Valitse kauppakeskus' (customer spec section 2): the five centres as logo tiles. The
 * tiles are drawn from the centres' names: the site has no licence for their logos.
 */
export function MallCentreDialog({
  opened,
  chosen,
  onChoose,
  onClose,
}: {
  opened: boolean;
  chosen: string | undefined;
  onChoose: (centre: ShoppingCentre) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('mall');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('centre.dialog_title')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('centre.close') }}
    >
      <Text size="sm" mb="md">
        {t('centre.dialog_intro')}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {shoppingCentres.map((centre) => (
          <UnstyledButton
            key={centre.mallName}
            className={classes.centreTile}
            data-chosen={centre.mallName === chosen || undefined}
            aria-pressed={centre.mallName === chosen}
            data-testid={`centre-${centre.mallName}`}
            onClick={() => onChoose(centre)}
          >
            <span className={classes.centreLogo} data-centre={centre.mallName} aria-hidden>
              {centreName(centre, i18n.language)}
            </span>
            <Text size="xs" c="dimmed" component="span">
              {centreName(centre, i18n.language)}, {centre.city}
            </Text>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Modal>
  );
}
