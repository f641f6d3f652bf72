/** WhatsApp click-to-chat (`https://wa.me/<number>?text=`): digits only with the country code, and a polite first message. */
export function whatsappUrl(mobile: string, viewerFirstName: string, memberNumber: string): string {
  const text = `Namaste! I am ${viewerFirstName}. I saw your profile ${memberNumber} on Matrimony and would like to know more about you and your family.`;
  return `https://wa.me/91${mobile.replace(/\D/g, '').slice(-10)}?text=${encodeURIComponent(text)}`;
}
